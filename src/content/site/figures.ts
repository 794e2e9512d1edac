/** The figures the site claims in more than one place (the home hero and the technology section): one source each. */
export const uptime = { value: '99.9%', label: 'Uptime' } as const;
export const detectionAccuracy = { value: '99.9%', label: 'Detection accuracy' } as const;
