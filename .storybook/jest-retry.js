// The shared CI machines are noisy (2 cores): a story whose play function loses a race with an
// animation is run again, at most twice, and the first failure is still printed in the log.
import { jest } from '@jest/globals';

jest.retryTimes(2, { logErrorsBeforeRetry: true });
