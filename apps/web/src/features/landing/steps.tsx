import { Compass, Map as MapIcon, Sparkles, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  {
    title: 'Take the Cultural Compatibility Quiz',
    text: 'A few playful questions about your roots, your traditions, the sounds and flavours you love, and what you hope to share.',
  },
  {
    title: 'Get Personalised Matches',
    text: 'We pair you with people based on your cultural preferences, your passions and your personality traits, not just a radius.',
  },
  {
    title: 'Share and Connect',
    text: 'Break the ice with a story, a song or a recipe, then keep the conversation going in chat, on a video date or at an event.',
  },
];

const TEASERS: { icon: LucideIcon; label: string }[] = [
  { icon: Sparkles, label: 'Cultural curiosity quizzes' },
  { icon: MapIcon, label: 'Digital cultural tours' },
  { icon: Compass, label: 'Discover your cultural sign' },
];

export function Steps() {
  return (
    <section
      id="discover"
      aria-labelledby="discover-title"
      className="scroll-mt-16 focus:outline-none bg-sand-100 px-4 py-16 sm:px-6 md:py-24"
    >
      <SectionHeading id="discover-title" eyebrow="How it works" title="Discover Meaningful Connections">
        Three simple steps from curious to connected.
      </SectionHeading>
      <ol className="mx-auto mt-10 grid max-w-6xl grid-cols-1 gap-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm md:block md:p-6">
            <span
              aria-hidden
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-800 font-display text-xl text-gold-400"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl text-forest-800 md:mt-4">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-ink-soft md:mt-2">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mx-auto mt-10 max-w-4xl text-center">
        <p className="font-medium text-forest-800">Also waiting for you inside:</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {TEASERS.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-forest-200 bg-white px-4 py-2 text-sm font-medium text-forest-800"
            >
              <Icon className="h-4 w-4 text-terracotta-600" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
