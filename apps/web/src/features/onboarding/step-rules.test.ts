import { describe, expect, it } from 'vitest';
import { canContinue, firstIncompleteStep, languagesFromText, resumeStep, toCompleteBody } from './step-rules.ts';
import { EMPTY_VALUES, type OnboardingValues } from './onboarding-values.ts';

const today = new Date(2026, 0, 15, 12);
const noPhotos = { photoIds: [], busy: false };
const onePhoto = { photoIds: ['5b7a7a53-3f5e-4b1e-9a0e-7a8f3f1f0c11'], busy: false };

const complete: OnboardingValues = {
  ...EMPTY_VALUES,
  agreed: true,
  name: '  Ama  ',
  birthDate: '1996-04-02',
  gender: 'woman',
  orientation: 'straight',
  heightCm: 168,
  bodyType: 'athletic',
  education: 'masters',
  occupation: ' Architect ',
  interestedIn: 'men',
  lookingFor: 'long-term',
  hobbies: ' highlife, jollof, hiking ',
  aboutMe: ' Sunday cook, Saturday dancer. ',
  personality: 'ENFJ',
};

describe('step rules', () => {
  it('step 1 needs the terms agreed', () => {
    expect(canContinue(1, EMPTY_VALUES, noPhotos, today)).toBe(false);
    expect(canContinue(1, { ...EMPTY_VALUES, agreed: true }, noPhotos, today)).toBe(true);
  });

  it('step 2 needs a 2-character name, an adult birth date, gender and orientation', () => {
    expect(canContinue(2, complete, noPhotos, today)).toBe(true);
    expect(canContinue(2, { ...complete, name: ' A ' }, noPhotos, today)).toBe(false);
    expect(canContinue(2, { ...complete, birthDate: '' }, noPhotos, today)).toBe(false);
    expect(canContinue(2, { ...complete, birthDate: '2008-01-16' }, noPhotos, today)).toBe(false);
    expect(canContinue(2, { ...complete, birthDate: '2008-01-15' }, noPhotos, today)).toBe(true);
    expect(canContinue(2, { ...complete, gender: null }, noPhotos, today)).toBe(false);
    expect(canContinue(2, { ...complete, orientation: null }, noPhotos, today)).toBe(false);
  });

  it('step 3 needs height, body type, education and a non-blank occupation', () => {
    expect(canContinue(3, complete, noPhotos, today)).toBe(true);
    for (const change of [{ heightCm: null }, { bodyType: null }, { education: null }, { occupation: '   ' }]) {
      expect(canContinue(3, { ...complete, ...change }, noPhotos, today)).toBe(false);
    }
  });

  it('step 4 needs its three choices and hobbies longer than 10 characters after trimming', () => {
    expect(canContinue(4, complete, noPhotos, today)).toBe(true);
    expect(canContinue(4, { ...complete, hobbies: 'ten chars!' }, noPhotos, today)).toBe(false);
    expect(canContinue(4, { ...complete, hobbies: '  ten chars! ' }, noPhotos, today)).toBe(false);
    expect(canContinue(4, { ...complete, hobbies: 'eleven char' }, noPhotos, today)).toBe(true);
    for (const change of [{ interestedIn: null }, { lookingFor: null }, { personality: null }]) {
      expect(canContinue(4, { ...complete, ...change }, noPhotos, today)).toBe(false);
    }
  });

  it('steps 5, 7, 8 and 9 never block', () => {
    for (const step of [5, 7, 8, 9]) expect(canContinue(step, EMPTY_VALUES, noPhotos, today)).toBe(true);
  });

  it('step 6 needs one uploaded photo and no upload still running', () => {
    expect(canContinue(6, complete, noPhotos, today)).toBe(false);
    expect(canContinue(6, complete, onePhoto, today)).toBe(true);
    expect(canContinue(6, complete, { ...onePhoto, busy: true }, today)).toBe(false);
  });

  it('step 10 saves only when every earlier rule holds, and names the first that does not', () => {
    expect(canContinue(10, complete, onePhoto, today)).toBe(true);
    expect(firstIncompleteStep(complete, onePhoto, today)).toBeNull();
    expect(firstIncompleteStep(complete, noPhotos, today)).toBe(6);
    expect(firstIncompleteStep({ ...complete, occupation: '' }, noPhotos, today)).toBe(3);
    expect(canContinue(10, complete, noPhotos, today)).toBe(false);
  });
});

describe('toCompleteBody', () => {
  it('trims text, keeps photo order and sends a chosen city by id', () => {
    const body = toCompleteBody({ ...complete, location: { kind: 'city', cityId: 7, label: 'Accra' } }, ['b', 'a']);
    expect(body).toMatchObject({
      displayName: 'Ama',
      occupation: 'Architect',
      hobbies: 'highlife, jollof, hiking',
      aboutMe: 'Sunday cook, Saturday dancer.',
      photoIds: ['b', 'a'],
      location: { cityId: 7 },
      distanceMiles: 25,
      blockContacts: false,
    });
  });

  it('sends a blank About me as blank (the bio from sign-up stays)', () => {
    expect(toCompleteBody({ ...complete, aboutMe: '   ' }, []).aboutMe).toBe('');
  });

  it('sends a browser position as coordinates, and no location when none was given', () => {
    expect(toCompleteBody({ ...complete, location: { kind: 'position', lat: 5.6, lng: -0.19 } }, []).location).toEqual({
      lat: 5.6,
      lng: -0.19,
    });
    expect(toCompleteBody(complete, []).location).toBeNull();
  });
});

describe('resumeStep', () => {
  it('reopens the saved step when every earlier answer is there', () => {
    expect(resumeStep(7, complete, today)).toBe(7);
    expect(resumeStep(1, EMPTY_VALUES, today)).toBe(1);
  });

  it('goes back to the first step whose answer is missing', () => {
    expect(resumeStep(9, { ...complete, hobbies: 'short' }, today)).toBe(4);
    expect(resumeStep(3, { ...complete, agreed: false }, today)).toBe(1);
  });
});

describe('languagesFromText', () => {
  it('lists each typed language once, trimmed, in the order typed', () => {
    expect(languagesFromText(' Twi,English , twi,,  French  Creole ')).toEqual(['Twi', 'English', 'French Creole']);
  });

  it('gives an empty list for nothing typed', () => {
    expect(languagesFromText(' , ')).toEqual([]);
  });
});
