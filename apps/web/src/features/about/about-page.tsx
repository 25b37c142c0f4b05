import { Crown, Mail, ShieldCheck, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { SiteFooter } from '@/components/site-footer.tsx';
import { APP_NAME, CONTACT_EMAIL, TAGLINE } from '@/lib/config.ts';
import { PageTopBar } from '@/components/page-top-bar.tsx';

const DIFFERENCES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: 'Cultural celebration',
    text: 'Heritage, art, music, food and literature sit at the centre of every profile, match and event.',
  },
  {
    icon: ShieldCheck,
    title: 'Advanced verification',
    text: 'Optional face verification earns an orange checkmark, so you know the person behind the profile is real.',
  },
  {
    icon: Crown,
    title: 'Premium features',
    text: 'Upgrade for unlimited likes, boosts, cultural match filters and access to exclusive events.',
  },
  {
    icon: Users,
    title: 'Community with real-time connections',
    text: 'Chat instantly, see who is online, join live streams and meet people at gatherings near and far.',
  },
];

export default function AboutPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <PageTopBar />

      <main className="flex-1">
        <div className="relative overflow-hidden bg-forest-800 px-4 py-14 text-center text-white sm:px-6 md:py-20">
          <div
            aria-hidden
            className="absolute inset-0 opacity-25"
            style={{
              backgroundImage:
                'radial-gradient(circle at center, #f2b705 0 3px, transparent 4px), repeating-linear-gradient(45deg, transparent 0 22px, #2f7a47 22px 24px)',
              backgroundSize: '32px 32px, auto',
            }}
          />
          <div className="relative mx-auto max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-widest text-gold-300">About {APP_NAME}</p>
            <h1 className="mt-3 text-4xl sm:text-5xl">{TAGLINE}</h1>
            <p className="mt-5 text-lg text-forest-50">
              {APP_NAME} is a dating and social community for adults who want their relationships to reflect where they
              come from and what they love, with a focus on African culture and the diaspora.
            </p>
          </div>
        </div>

        <div className="mx-auto max-w-4xl space-y-14 px-4 py-14 sm:px-6">
          <section aria-labelledby="mission-title">
            <h2 id="mission-title" className="text-3xl text-forest-800">
              Our Mission
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              <p>
                We believe attraction runs deeper than a photo. The songs that raised you, the food on your family's
                table, the languages you switch between and the art that moves you all shape who you are, and who you
                will click with.
              </p>
              <p>
                Our mission is to help people find love and friendship through that shared heritage: to make it easy to
                meet someone who understands your references, celebrates your traditions and is curious about the ones
                you have not shared yet.
              </p>
            </div>
          </section>

          <section aria-labelledby="different-title">
            <h2 id="different-title" className="text-3xl text-forest-800">
              What Makes Us Different
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {DIFFERENCES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-forest-800 text-gold-400">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-display text-lg text-forest-800">{title}</span>
                    <span className="mt-1 block text-ink-soft">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="contact-title" className="rounded-3xl bg-sand-100 p-6 sm:p-8">
            <h2 id="contact-title" className="text-3xl text-forest-800">
              Contact Us
            </h2>
            <p className="mt-3 text-lg text-ink">
              Questions, ideas or a story to share? We would love to hear from you.
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-forest-800 px-5 py-3 font-medium text-white hover:bg-forest-700"
            >
              <Mail className="h-5 w-5" aria-hidden />
              {CONTACT_EMAIL}
            </a>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
