import type { LocationInput } from '@sankofa/contracts';
import { AppError } from '../../lib/errors.ts';
import { cityById, nearestCity } from './cities.ts';

const GRID_DEGREES = 0.01; // ~1.1 km of latitude

/**
 * Snaps a point to a ~1 km grid before it is stored, so no precise position is ever kept; longitude
 * cells widen towards the poles to stay ~1 km across.
 */
export function snapToGrid(lat: number, lng: number): { lat: number; lng: number } {
  const sLat = Math.round(lat / GRID_DEGREES) * GRID_DEGREES;
  const lngStep = GRID_DEGREES / Math.max(Math.cos((sLat * Math.PI) / 180), 0.01);
  let sLng = Math.round(lng / lngStep) * lngStep;
  if (sLng > 180) sLng -= 360;
  if (sLng < -180) sLng += 360;
  return { lat: Number(sLat.toFixed(5)), lng: Number(sLng.toFixed(5)) };
}

interface ResolvedLocation {
  label: string;
  lat: number;
  lng: number;
}

/** A picked city or a browser position, as a snapped point plus the town name people see. */
export function resolveLocation(input: LocationInput): ResolvedLocation {
  if ('cityId' in input) {
    const city = cityById(input.cityId);
    if (!city) throw new AppError(400, 'unknown_city', 'We could not find that city. Please search for it again.');
    return { label: city.label, ...snapToGrid(city.lat, city.lng) };
  }
  const snapped = snapToGrid(input.lat, input.lng);
  const near = nearestCity(input.lat, input.lng);
  return { label: near?.label ?? '', ...snapped };
}
