const CM_PER_FOOT = 30.48;
const CM_PER_INCH = 2.54;

interface HeightOption {
  label: string;
  cm: number;
}

export function feetInchesToCm(feet: number, inches: number): number {
  return Math.round(feet * CM_PER_FOOT + inches * CM_PER_INCH);
}

function option(feet: number, inches: number, orTaller = false): HeightOption {
  return { label: `${feet}'${inches}"${orTaller ? '+' : ''}`, cm: feetInchesToCm(feet, inches) };
}

/** 4'10" up to 6'5" inch by inch, then one open-ended choice; the profile stores centimetres. */
export const HEIGHT_OPTIONS: readonly HeightOption[] = (() => {
  const list: HeightOption[] = [];
  for (let total = 4 * 12 + 10; total <= 6 * 12 + 5; total++) list.push(option(Math.floor(total / 12), total % 12));
  list.push(option(6, 6, true));
  return list;
})();

export const heightLabel = (cm: number | null): string | null => HEIGHT_OPTIONS.find((o) => o.cm === cm)?.label ?? null;
