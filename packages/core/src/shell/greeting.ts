export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** Greeting by hour (shell §9): before 9 morning, to 11 forenoon, to 13 noon, before 20 afternoon. */
export function greetingFor(hour: number): Greeting {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** Device class by viewport width (shell §2 responsive rule). */
export function deviceFor(width: number): 'desktop' | 'mobile' {
  return width <= 1087.99 ? 'mobile' : 'desktop';
}
