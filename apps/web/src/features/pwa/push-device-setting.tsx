import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch.tsx';
import { usePushDevice, type PushDeviceState } from './use-push-device.ts';

// While the browser is still being asked, the row reads as it does when off.
const HINT: Record<PushDeviceState, 'off' | 'on' | 'blocked' | 'unsupported'> = {
  checking: 'off',
  off: 'off',
  on: 'on',
  blocked: 'blocked',
  unsupported: 'unsupported',
};

/** One row of Settings → Notifications, in the same shape as the others. */
export function PushDeviceSetting() {
  const { t } = useTranslation('pwa');
  const { state, busy, turn } = usePushDevice();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor="setting-push-device" className="cursor-pointer text-ink">
          {t('push.label')}
        </label>
        <p id="setting-push-device-hint" className="text-sm text-ink-soft">
          {t(`push.hints.${HINT[state]}`)}
        </p>
      </div>
      <Switch
        id="setting-push-device"
        checked={state === 'on'}
        disabled={busy || state === 'checking' || state === 'unsupported'}
        onCheckedChange={(on) => void turn(on)}
        aria-describedby="setting-push-device-hint"
      />
    </li>
  );
}
