/** Seconds the 404 page counts down before going to the home page. */
export const COUNTDOWN_SECONDS = 10;
