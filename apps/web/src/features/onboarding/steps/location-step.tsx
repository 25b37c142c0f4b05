import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n.ts';
import { useState } from 'react';
import { Loader2, MapPin, Navigation } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { SwitchField } from '../components/switch-field.tsx';
import { CityPicker } from './city-picker.tsx';
import type { StepProps } from './step-props.ts';

type Locating = { state: 'idle' } | { state: 'locating' } | { state: 'problem'; message: string };

// Two decimals is about a kilometre: the server snaps to a grid anyway, so nothing finer ever leaves the browser.
const coarse = (n: number) => Math.round(n * 100) / 100;

function problemText(err: GeolocationPositionError | null): string {
  return err?.code === 1 ? i18n.t('onboarding:location.blocked') : i18n.t('onboarding:location.notFound');
}

export function LocationStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const chosen = values.location;

  function toggle(on: boolean) {
    if (!on) {
      setLocating({ state: 'idle' });
      update({ useCurrentLocation: false, location: chosen?.kind === 'position' ? null : chosen });
      return;
    }
    if (!('geolocation' in navigator)) {
      setLocating({ state: 'problem', message: t('location.unsupported') });
      return;
    }
    setLocating({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating({ state: 'idle' });
        update({
          useCurrentLocation: true,
          location: { kind: 'position', lat: coarse(pos.coords.latitude), lng: coarse(pos.coords.longitude) },
        });
      },
      (err) => {
        setLocating({ state: 'problem', message: problemText(err) });
        update({ useCurrentLocation: false });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-ink-soft">{t('location.intro')}</p>
      <SwitchField
        id="onboarding-use-location"
        label={t('location.useCurrent')}
        checked={values.useCurrentLocation}
        disabled={locating.state === 'locating'}
        onChange={toggle}
      >
        {t('location.permission')}
      </SwitchField>
      <div aria-live="polite" className="text-sm">
        {locating.state === 'locating' && (
          <p className="flex items-center gap-2 text-ink-soft">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('location.locating')}
          </p>
        )}
        {locating.state === 'problem' && (
          <p className="rounded-xl bg-gold-100 px-3 py-2 text-ink">{locating.message}</p>
        )}
      </div>

      <div className="flex items-center gap-3 text-sm text-ink-soft" aria-hidden>
        <span className="h-px flex-1 bg-sand-200" /> {t('location.or')} <span className="h-px flex-1 bg-sand-200" />
      </div>

      <CityPicker
        onPick={(city) =>
          update({ useCurrentLocation: false, location: { kind: 'city', cityId: city.id, label: city.label } })
        }
      />

      {chosen && (
        <div className="flex items-center gap-3 rounded-2xl border border-forest-200 bg-forest-50 p-4">
          {chosen.kind === 'city' ? (
            <MapPin className="h-5 w-5 shrink-0 text-forest-700" aria-hidden />
          ) : (
            <Navigation className="h-5 w-5 shrink-0 text-forest-700" aria-hidden />
          )}
          <p className="min-w-0 flex-1 text-ink">
            <span className="block text-sm text-ink-soft">{t('location.yours')}</span>
            <span className="font-medium">{chosen.kind === 'city' ? chosen.label : t('location.currentPosition')}</span>
          </p>
          <Button size="sm" variant="ghost" onClick={() => update({ location: null, useCurrentLocation: false })}>
            {t('location.clear')}
            <span className="sr-only">{t('location.clearHidden')}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
