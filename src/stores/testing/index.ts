// Test and story helpers of the stores.
export { createTestRoot, memoryCredentials, testCrypto, type TestRoot } from './createTestRoot';
export { createStoryRoot, type StoryRootOptions } from './createStoryRoot';
export { FakeApi, fail, ok, type Reply, type RecordedCall } from './FakeApi';
export { FakeClock } from './FakeClock';
export { FakeSocket, fakeSocketFactory } from './FakeSocket';
export { MemoryStorage } from './MemoryStorage';
