import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** The other side asks to turn this voice call into a video call: nothing changes without a yes. */
export function UpgradePrompt({ name, onReply }: { name: string; onReply: (accept: boolean) => void }) {
  const { t } = useTranslation('calls');
  return (
    <div
      role="alertdialog"
      aria-labelledby="upgrade-title"
      className="absolute inset-x-4 top-1/3 mx-auto max-w-sm rounded-3xl bg-white p-5 text-center text-ink shadow-2xl"
    >
      <p id="upgrade-title" className="font-medium">
        {t('upgrade.title', { name })}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{t('upgrade.text')}</p>
      <div className="mt-4 flex justify-center gap-3">
        <Button variant="outline" size="sm" onClick={() => onReply(false)}>
          {t('upgrade.notNow')}
        </Button>
        <Button size="sm" onClick={() => onReply(true)} autoFocus>
          {t('upgrade.accept')}
        </Button>
      </div>
    </div>
  );
}
