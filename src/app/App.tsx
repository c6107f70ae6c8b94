export function App() {
  return <main>体育娱乐</main>;
}
