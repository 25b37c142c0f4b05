import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MediaParams, Photo, PhotoList, PhotoParams, ReorderPhotosBody, SetMainPhotoBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { authenticated } from '../auth/authenticated.ts';
import { reorderPhotos, setMainPhoto } from './arrange-photos.ts';
import { deletePhoto } from './delete-photo.ts';
import { listPhotos } from './list-photos.ts';
import { readUploadedPhoto } from './read-upload.ts';
import { sendMedia } from './serve-media.ts';
import { limitPhotoUploads, uploadPhoto } from './upload-photo.ts';

/** Registered without a prefix: the API under /api/photos and the stored files under /media. */
export const photosRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    await plain.register(ownPhotos(deps), { prefix: '/api/photos' });

    // Public to anyone holding the address: names are 128 random bits and only photos live here.
    plain
      .withTypeProvider<ZodTypeProvider>()
      .get('/media/*', { schema: { params: MediaParams }, config: { textRules: false } }, async (req, reply) =>
        sendMedia(deps, req.params['*'], reply),
      );
  };

/** The member's own photos; an anonymous upload is refused before its body is read. */
const ownPhotos = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    // Encapsulated here, so no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: deps.env.UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });
    const log = (req: FastifyRequest) => (err: unknown, msg: string) => req.log.error({ err }, msg);

    app.post('', { schema: { response: { 201: Photo } } }, async (req, reply) => {
      await limitPhotoUploads(deps, me(req));
      const bytes = await readUploadedPhoto(req, deps.env.UPLOAD_MAX_BYTES);
      const photo = await uploadPhoto(deps, me(req), bytes, log(req));
      return reply.status(201).send(photo);
    });

    app.get('', { schema: { response: { 200: PhotoList } } }, async (req) => listPhotos(deps, me(req)));

    app.delete('/:id', { schema: { params: PhotoParams } }, async (req, reply) => {
      await deletePhoto(deps, me(req), req.params.id);
      return reply.status(204).send();
    });

    app.put('/main', { schema: { body: SetMainPhotoBody, response: { 200: PhotoList } } }, async (req) =>
      setMainPhoto(deps, me(req), req.body.photoId),
    );

    app.put('/order', { schema: { body: ReorderPhotosBody, response: { 200: PhotoList } } }, async (req) =>
      reorderPhotos(deps, me(req), req.body.photoIds),
    );
  });
