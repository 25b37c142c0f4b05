/** The five actions of an attempt; the server shuffles their order for each attempt. */
export const VERIFICATION_ACTIONS = ['look_straight', 'blink', 'turn_left', 'turn_right', 'smile'] as const;

/** Each instruction is shown this long. */
export const VERIFICATION_STEP_MS = 2_000;
/** Frames the browser captures during each step, evenly spread over it. */
export const VERIFICATION_FRAMES_PER_STEP = 4;
export const VERIFICATION_STEPS = VERIFICATION_ACTIONS.length;
/** Attempts a member may start in a rolling hour. */
export const VERIFICATION_ATTEMPTS_PER_HOUR = 3;
/** Camera size the browser asks for, and JPEG quality of the frames it sends. */
export const VERIFICATION_CAMERA = { width: 640, height: 480 } as const;
export const VERIFICATION_JPEG_QUALITY = 0.8;
export const VERIFICATION_FRAME_MAX_BYTES = 512 * 1024;

export const VERIFICATION_TOO_MANY = 'Too many verification attempts. Please wait before trying again.';
export const VERIFICATION_HINT = 'Please ensure good lighting and that you match your profile photos.';
