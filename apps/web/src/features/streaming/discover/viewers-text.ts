export const viewersText = (n: number) => `${n} ${n === 1 ? 'viewer' : 'viewers'}`;
