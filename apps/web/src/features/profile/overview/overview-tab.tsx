import type { OwnProfile } from '@sankofa/contracts';
import { StatCounters } from './stat-counters.tsx';
import { TokenBalanceCard } from '../premium/token-balance-card.tsx';
import { VerificationCard } from '../premium/verification-card.tsx';

export function OverviewTab({ profile }: { profile: OwnProfile }) {
  return (
    <div className="space-y-5">
      <StatCounters stats={profile.stats} />
      <TokenBalanceCard balance={profile.tokenBalance} />
      {profile.verified ? null : <VerificationCard />}
    </div>
  );
}
