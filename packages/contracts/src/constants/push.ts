/** What one push says about a message: the spec's desktop notice body, 100 characters then an ellipsis. */
export const PUSH_MESSAGE_BODY_MAX = 100;
