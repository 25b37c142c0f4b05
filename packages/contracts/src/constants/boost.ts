/** How long one boost keeps a member at the front of other people's decks. */
export const BOOST_MINUTES = 30;
