import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from './button.tsx';
import { useTranslation } from 'react-i18next';

/** Browser history back; falls back to the landing page when there is no history to go back to. */
export function BackButton({ className, onDark }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant={onDark ? 'ghostOnDark' : 'ghost'}
      size="sm"
      className={className}
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'))}
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t('back')}
    </Button>
  );
}
