import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { demoProfiles } from '../schema.ts';

type DemoProfile = typeof demoProfiles.$inferInsert;

/**
 * Sample people shown in the deck and in search so a new community never looks empty. Written for
 * this product; their pictures are our own illustrations under apps/web/public/demo, of no real person.
 */
export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    id: 'demo-akosua',
    displayName: 'Akosua',
    age: 29,
    gender: 'woman',
    location: 'Kumasi, Ghana',
    bio: 'Kente weaver’s granddaughter with a soft spot for highlife on Sunday mornings. Looking for someone who will learn Adowa with me at the next festival.',
    occupation: 'Textile designer',
    education: 'bachelors',
    interests: ['Highlife music', 'Kente weaving', 'Cooking jollof', 'Festivals', 'Travel'],
    languages: ['English', 'Twi'],
    heritage: 'Ashanti, Ghanaian',
    personality: 'ENFJ',
    relationshipGoals: 'long-term',
    heightCm: 165,
    verified: true,
    photoPath: '/demo/akosua.svg',
  },
  {
    id: 'demo-chinedu',
    displayName: 'Chinedu',
    age: 32,
    gender: 'man',
    location: 'Lagos, Nigeria',
    bio: 'Engineer by day, Afrobeats DJ on weekends. My mother’s egusi soup is the benchmark; I am still trying to match it. Tell me about your hometown.',
    occupation: 'Software engineer',
    education: 'masters',
    interests: ['Afrobeats', 'Cooking', 'Football', 'Tech', 'Nollywood'],
    languages: ['English', 'Igbo', 'Yoruba'],
    heritage: 'Igbo, Nigerian',
    personality: 'ENTP',
    relationshipGoals: 'long-term',
    heightCm: 180,
    verified: true,
    photoPath: '/demo/chinedu.svg',
  },
  {
    id: 'demo-wanjiru',
    displayName: 'Wanjiru',
    age: 27,
    gender: 'woman',
    location: 'Nairobi, Kenya',
    bio: 'Runner, reader and proud keeper of my grandmother’s stories. I will take you hiking in the Ngong Hills and ask about your family’s proverbs on the way down.',
    occupation: 'Journalist',
    education: 'bachelors',
    interests: ['Running', 'Storytelling', 'Hiking', 'Poetry', 'Coffee'],
    languages: ['English', 'Swahili', 'Kikuyu'],
    heritage: 'Kikuyu, Kenyan',
    personality: 'INFJ',
    relationshipGoals: 'open-to-long',
    heightCm: 170,
    verified: false,
    photoPath: '/demo/wanjiru.svg',
  },
  {
    id: 'demo-marcus',
    displayName: 'Marcus',
    age: 34,
    gender: 'man',
    location: 'Kingston, Jamaica',
    bio: 'Teacher, drummer and Sunday cook. Roots reggae, dominoes with my uncles and long talks about where our people came from are my idea of a good evening.',
    occupation: 'History teacher',
    education: 'masters',
    interests: ['Reggae', 'Drumming', 'History', 'Dominoes', 'Cooking'],
    languages: ['English', 'Patois'],
    heritage: 'Jamaican, with Ghanaian roots',
    personality: 'ISFJ',
    relationshipGoals: 'long-term',
    heightCm: 183,
    verified: true,
    photoPath: '/demo/marcus.svg',
  },
  {
    id: 'demo-imani',
    displayName: 'Imani',
    age: 30,
    gender: 'woman',
    location: 'Atlanta, USA',
    bio: 'Tracing my roots one DNA test and one family reunion at a time. Gospel brunch, natural-hair meetups and a good jazz record. Let’s build something that lasts.',
    occupation: 'Nurse practitioner',
    education: 'masters',
    interests: ['Jazz', 'Genealogy', 'Gospel', 'Natural hair', 'Travel'],
    languages: ['English'],
    heritage: 'African American, from the Gullah coast',
    personality: 'ESFJ',
    relationshipGoals: 'long-term',
    heightCm: 168,
    verified: false,
    photoPath: '/demo/imani.svg',
  },
  {
    id: 'demo-kwame',
    displayName: 'Kwame',
    age: 28,
    gender: 'man',
    location: 'London, UK',
    bio: 'British-Ghanaian architect designing homes with courtyards like my grandfather’s in Tamale. Looking for someone to cook waakye with and explore markets.',
    occupation: 'Architect',
    education: 'masters',
    interests: ['Architecture', 'Highlife music', 'Markets', 'Photography', 'Travel'],
    languages: ['English', 'Twi', 'Dagbani'],
    heritage: 'Ghanaian-British',
    personality: 'INTJ',
    relationshipGoals: 'open-to-long',
    heightCm: 178,
    verified: true,
    photoPath: '/demo/kwame.svg',
  },
];

/** Upserts by id, so every start brings the sample data back to this text without duplicating it. */
export async function seedDemoProfiles(db: Tx): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(demoProfiles)
    .values([...DEMO_PROFILES])
    .onConflictDoUpdate({
      target: demoProfiles.id,
      set: {
        displayName: excluded('display_name'),
        age: excluded('age'),
        gender: excluded('gender'),
        location: excluded('location'),
        bio: excluded('bio'),
        occupation: excluded('occupation'),
        education: excluded('education'),
        interests: excluded('interests'),
        languages: excluded('languages'),
        heritage: excluded('heritage'),
        personality: excluded('personality'),
        relationshipGoals: excluded('relationship_goals'),
        heightCm: excluded('height_cm'),
        verified: excluded('verified'),
        photoPath: excluded('photo_path'),
      },
    });
}
