/** Fills {{name}} placeholders: fill('共 {{n}} 条', { n: 3 }) -> '共 3 条'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
