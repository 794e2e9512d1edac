export function printTable(title: string, rows: Record<string, string>[], notes?: string[]): void;
export function fixed(value: number, digits?: number): string;
export function ratio(ours: number, theirs: number): string;
