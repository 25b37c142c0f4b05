import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authEndpoints as api } from '@sankofa/contracts/endpoints/auth';
import { DISTANCE_UNITS, isDistanceUnit } from '@sankofa/contracts/locales';
import { Card } from '@/components/ui/card.tsx';
import { useAuth, useDistanceUnit } from '@/features/auth';
import { call } from '@/lib/call.ts';

/** Kilometres or miles, kept on the account so every device shows distances the same way. */
export function DistanceUnitCard() {
  const { t, i18n } = useTranslation('units');
  const { session } = useAuth();
  const unit = useDistanceUnit();
  const [failed, setFailed] = useState(false);
  const id = useId();

  const choose = async (value: string) => {
    if (!isDistanceUnit(value)) return;
    setFailed(false);
    try {
      const { user } = await call(api.updateUser, { body: { distanceUnit: value } });
      session.setUser(user);
    } catch {
      setFailed(true);
    }
  };

  // Like the language card, this card speaks the language shown even while the page around it is English.
  return (
    <Card className="p-5 sm:p-6" lang={i18n.language} dir={i18n.dir()}>
      <h2 className="text-xl text-forest-800">{t('card.title')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('card.hint')}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-ink">
        {t('card.label')}
      </label>
      <select
        id={id}
        value={unit}
        onChange={(event) => void choose(event.target.value)}
        className="mt-1 h-11 w-full max-w-xs rounded-xl border border-sand-300 bg-white px-3 text-ink"
      >
        {DISTANCE_UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`card.${u}`)}
          </option>
        ))}
      </select>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('card.failed')}
        </p>
      ) : null}
    </Card>
  );
}
