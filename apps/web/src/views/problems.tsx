// What the desk refused, shown where it was refused: one message as a line, several as a list — each an alert, read
// out at once by a screen reader.
export function Problems(props: { problems: string | readonly string[]; testId?: string; title?: string }) {
  const { problems, testId, title } = props;
  if (typeof problems === 'string') {
    return (
      <p role="alert" class="error" data-testid={testId} title={title}>
        {problems}
      </p>
    );
  }
  return (
    <ul role="alert" class="error" data-testid={testId} title={title}>
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
