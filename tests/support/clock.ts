import { vi } from 'vitest';

/**
 * `TEST_TODAY=2027-01-02 npx vitest run tests/unit` runs the tests with the clock on that day
 * (only `Date` is faked; timers run as usual), to check that dated facts, their successors and
 * qualifiers hold on the days around a period's end.
 */
const today = process.env.TEST_TODAY;
if (today) vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T12:00:00Z`) });
