/** One colour per day, so each day's line reads apart from the next (contrast ≥ 3:1 on the map). */
export const DAY_COLOURS = ['#0f766e', '#c2410c', '#6d28d9', '#be123c', '#1d4ed8', '#854d0e'];

export const colourOf = (dayNumber: number): string => DAY_COLOURS[(dayNumber - 1) % DAY_COLOURS.length];
