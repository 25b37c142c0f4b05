import { Switch } from '@/components/ui/switch.tsx';
import { usePushDevice, type PushDeviceState } from './use-push-device.ts';

const HINTS: Record<PushDeviceState, string> = {
  checking: 'Notices on this phone or computer while the app is closed.',
  off: 'Notices on this phone or computer while the app is closed.',
  on: 'This device gets notices while the app is closed. The choices below say which.',
  blocked: 'Notifications are blocked for this site in your browser settings. Allow them there, then turn this on.',
  unsupported: 'This browser cannot receive push notifications.',
};

/** One row of Settings → Notifications, in the same shape as the others. */
export function PushDeviceSetting() {
  const { state, busy, turn } = usePushDevice();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor="setting-push-device" className="cursor-pointer text-ink">
          Push notifications on this device
        </label>
        <p id="setting-push-device-hint" className="text-sm text-ink-soft">
          {HINTS[state]}
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
