import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Photo, PhotoList, ReorderPhotosBody, SetMainPhotoBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { reorderPhotos, setMainPhoto } from './arrange-photos.ts';
import { deletePhoto } from './delete-photo.ts';
import { listPhotos } from './list-photos.ts';
import { readUploadedPhoto } from './read-upload.ts';
import { sendMedia } from './serve-media.ts';
import { limitPhotoUploads, uploadPhoto } from './upload-photo.ts';

const PhotoParams = z.object({ id: z.uuid({ error: 'Unknown photo' }) });
const MediaParams = z.object({ '*': z.string() });

/** Registered without a prefix: the API under /api/photos and the stored files under /media. */
export const photosRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Encapsulated here, so no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: deps.env.UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });

    // Identity before anything is parsed: an anonymous upload is refused without reading its body.
    const caller = new WeakMap<FastifyRequest, string>();
    const signedIn = async (req: FastifyRequest) => void caller.set(req, (await requireUser(deps, req)).userId);
    const userOf = (req: FastifyRequest) => caller.get(req)!;
    const log = (req: FastifyRequest) => (err: unknown, msg: string) => req.log.error({ err }, msg);

    app.post('/api/photos', { onRequest: signedIn, schema: { response: { 201: Photo } } }, async (req, reply) => {
      await limitPhotoUploads(deps, userOf(req));
      const bytes = await readUploadedPhoto(req, deps.env.UPLOAD_MAX_BYTES);
      const photo = await uploadPhoto(deps, userOf(req), bytes, log(req));
      return reply.status(201).send(photo);
    });

    app.get('/api/photos', { onRequest: signedIn, schema: { response: { 200: PhotoList } } }, async (req) =>
      listPhotos(deps, userOf(req)),
    );

    app.delete('/api/photos/:id', { onRequest: signedIn, schema: { params: PhotoParams } }, async (req, reply) => {
      await deletePhoto(deps, userOf(req), req.params.id, log(req));
      return reply.status(204).send();
    });

    app.put(
      '/api/photos/main',
      { onRequest: signedIn, schema: { body: SetMainPhotoBody, response: { 200: PhotoList } } },
      async (req) => setMainPhoto(deps, userOf(req), req.body.photoId),
    );

    app.put(
      '/api/photos/order',
      { onRequest: signedIn, schema: { body: ReorderPhotosBody, response: { 200: PhotoList } } },
      async (req) => reorderPhotos(deps, userOf(req), req.body.photoIds),
    );

    // Public to anyone holding the address: names are 128 random bits and only photos live here.
    app.get('/media/*', { schema: { params: MediaParams }, config: { textRules: false } }, async (req, reply) =>
      sendMedia(deps, req.params['*'], reply),
    );
  };
