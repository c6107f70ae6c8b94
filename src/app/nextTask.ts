/**
 * The next task. Start-up's steps (the scripts' evaluation, the stores, the router, the first
 * navigation's guards and reads) each run in a task of their own: the browser can answer a tap
 * or paint between them instead of being blocked for all of them at once (about 0.6 s in one
 * task on a slow phone).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
