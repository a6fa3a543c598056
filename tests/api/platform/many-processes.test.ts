import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3FileStore } from "../../../server/files/s3-file-store";
import { startServer, type RunningServer } from "../../helpers/server";
import { signInThroughApi, type ApiSession } from "../../helpers/sign-in";
import { startSmtp, type TestSmtp } from "../../helpers/smtp";
import { pngOfSize } from "../../support/image-fixtures";
import { startS3, type TestS3 } from "../../support/s3-server";
import { emptyPostgresDatabase } from "../../support/test-app";
import {
  processHeader,
  startProxy,
  type TestProxy,
} from "../../support/two-process-proxy";
import { makeClip, uploadVideo } from "../../support/video-fixtures";
import { waitFor } from "../../support/wait-for";

const slow = { timeout: 240_000 };
const through = (index: number) => ({ [processHeader]: String(index) });

/**
 * Two server processes as two machines run them: each with a DATA_DIR of its own, one PostgreSQL,
 * one S3-compatible bucket, and a load balancer in front that sends each request to either.
 */
describe("two processes on PostgreSQL and object storage, behind one balancer", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let s3: TestS3;
  let smtp: TestSmtp;
  let proxy: TestProxy;
  let bucket: S3FileStore;
  const servers: RunningServer[] = [];
  let origin: string;
  let admin: ApiSession;

  beforeAll(async () => {
    s3 = await startS3();
    cleanups.push(() => s3.stop());
    smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    const database = await emptyPostgresDatabase();
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "cards@marque.test",
      ...s3.env,
    };
    // The first makes the database and the demo; the second starts on it, as a second machine does.
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await mkdtemp(
        path.join(os.tmpdir(), `marque-machine-${index}-`),
      );
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startServer({ dataDir, env });
      servers.push(server);
      cleanups.push(() => server.stop());
    }
    proxy = await startProxy(servers.map((server) => server.port));
    cleanups.push(() => proxy.stop());
    origin = `http://localhost:${proxy.port}`;
    bucket = new S3FileStore(s3.settings);
    cleanups.push(() => bucket.close());
    admin = await signInThroughApi(smtp, origin, "admin@example.com");
  }, slow.timeout);
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  }, slow.timeout);

  const call = (
    method: string,
    url: string,
    options: {
      to?: number;
      token?: string | null;
      body?: unknown;
      bytes?: Buffer;
      type?: string;
    } = {},
  ) =>
    fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(options.to === undefined ? {} : through(options.to)),
        ...(options.token === null
          ? {}
          : { authorization: `Bearer ${options.token ?? admin.token}` }),
        ...(options.body !== undefined
          ? { "content-type": "application/json" }
          : options.type
            ? { "content-type": options.type }
            : {}),
      },
      body:
        options.body !== undefined
          ? JSON.stringify(options.body)
          : options.bytes && new Uint8Array(options.bytes),
    });

  /** What each process's own disk holds of the files: nothing, when they are in the bucket. */
  const filesOnDisks = async () => {
    const found: string[] = [];
    for (const server of servers) {
      for (const folder of ["uploads", "videos", "videos-incoming"])
        found.push(
          ...(await readdir(path.join(server.dataDir, folder), {
            recursive: true,
          }).catch(() => [])),
        );
    }
    return found;
  };

  /** The uploaded files in the bucket (not the smaller widths made of them). */
  const uploadsInBucket = async () => {
    const keys: string[] = [];
    for await (const file of bucket.list("uploads/"))
      if (!file.key.startsWith("uploads/renditions/")) keys.push(file.key);
    return keys;
  };

  it(
    "serves a card photo uploaded through one process from the other, keeps a draft card’s photo from strangers on both, and removes it from the bucket with the card",
    slow,
    async () => {
      const cards = `/api/brands/${admin.brandId}/vcards`;
      const before = (await uploadsInBucket()).length;
      const created = await call("POST", cards, {
        to: 0,
        body: {
          key: "on-two-machines",
          given_name: "Mina",
          family_name: "Machines",
          published: false,
        },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const card = (await created.json()) as { id: string };
      const photo = await pngOfSize(30_000);
      const uploaded = await call("PUT", `${cards}/${card.id}/photo`, {
        to: 0,
        bytes: photo,
        type: "image/png",
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const photoUrl = ((await uploaded.json()) as { photo: string }).photo;
      expect(photoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}/);

      // The other process serves it to the brand's people, byte for byte as the first does (a card
      // photo is kept re-encoded as a JPEG).
      const served = await Promise.all(
        [0, 1].map(async (to) => {
          const answer = await call("GET", photoUrl, { to });
          expect(answer.status).toBe(200);
          return Buffer.from(await answer.arrayBuffer());
        }),
      );
      expect([...served[1]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(served[1]!.equals(served[0]!)).toBe(true);
      // A draft's photo: a stranger is told there is no such file by both.
      for (const to of [0, 1])
        expect((await call("GET", photoUrl, { to, token: null })).status).toBe(
          404,
        );

      // Published through the second, the card's page is drawn by the first; changed through the
      // first, the second, which drew it before, draws it anew.
      expect(
        (
          await call("PATCH", `${cards}/${card.id}`, {
            to: 1,
            body: { published: true },
          })
        ).status,
      ).toBe(200);
      for (const to of [0, 1])
        expect((await call("GET", photoUrl, { to, token: null })).status).toBe(
          200,
        );
      const page = async (to: number) =>
        (
          await call("GET", "/vcard/on-two-machines", { to, token: null })
        ).text();
      expect(await page(1)).toContain("Mina Machines");
      expect(await page(0)).toContain("Mina Machines");
      expect(
        (
          await call("PATCH", `${cards}/${card.id}`, {
            to: 0,
            body: { given_name: "Nina" },
          })
        ).status,
      ).toBe(200);
      await waitFor("the second process to draw the changed card", async () =>
        (await page(1)).includes("Nina Machines") ? true : undefined,
      );

      // Nothing of it lies on either machine's disk: it is in the bucket, and leaves it with the card.
      expect(await filesOnDisks()).toEqual([]);
      expect(await uploadsInBucket()).toHaveLength(before + 1);
      expect(
        (await call("DELETE", `${cards}/${card.id}`, { to: 1 })).status,
      ).toBe(204);
      await waitFor("the card’s photo to leave the bucket", async () =>
        (await uploadsInBucket()).length === before ? true : undefined,
      );
      for (const to of [0, 1])
        expect((await call("GET", photoUrl, { to })).status).toBe(404);
    },
  );

  it(
    "takes a video sent half through one process and finished through the other, and plays it from both",
    slow,
    async () => {
      const clip = await makeClip({ seconds: 2, width: 640, height: 360 });
      const target = {
        origin,
        brandId: admin.brandId,
        siteId: admin.siteId,
        token: admin.token,
      };
      const uploaded = await uploadVideo(target, clip, {
        title: "Two machines",
        interruptAt: 0.5,
        headers: { before: through(0), after: through(1) },
      });
      expect(uploaded.status, uploaded.body).toBe(204);
      expect(uploaded.resumedFrom).toBeGreaterThanOrEqual(
        Math.floor(clip.length * 0.5),
      );
      expect(uploaded.resumedFrom).toBeLessThan(clip.length);
      const videoId = uploaded.videoId!;

      type Video = {
        status: string;
        failure: string | null;
        renditions: number[];
      };
      const video = await waitFor(
        "the video to be transcoded",
        async () => {
          const answer = (await (
            await call("GET", `/api/brands/${admin.brandId}/videos/${videoId}`)
          ).json()) as Video;
          return answer.status === "ready" || answer.status === "failed"
            ? answer
            : undefined;
        },
        120_000,
      );
      expect(video).toMatchObject({
        status: "ready",
        failure: null,
        renditions: [360],
      });

      // Every file of it is in the bucket, none on a machine's disk, and both processes serve it.
      const keys: string[] = [];
      for await (const file of bucket.list(`videos/${videoId}/`))
        keys.push(file.key.slice(`videos/${videoId}/`.length));
      expect(keys).toEqual(
        expect.arrayContaining([
          "source",
          "hls/master.m3u8",
          "hls/360p/index.m3u8",
          "poster.jpg",
          "preview.mp4",
        ]),
      );
      expect(await filesOnDisks()).toEqual([]);
      for (const to of [0, 1]) {
        const master = await call(
          "GET",
          `/api/videos/${videoId}/hls/master.m3u8`,
          { to },
        );
        expect(master.status).toBe(200);
        expect(await master.text()).toContain("360p/index.m3u8");
        const playlist = await (
          await call("GET", `/api/videos/${videoId}/hls/360p/index.m3u8`, {
            to,
          })
        ).text();
        const segment = playlist
          .split("\n")
          .find((line) => line.endsWith(".ts"))!;
        const bytes = Buffer.from(
          await (
            await call("GET", `/api/videos/${videoId}/hls/360p/${segment}`, {
              to,
            })
          ).arrayBuffer(),
        );
        // An MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47.
        expect([bytes[0], bytes[188]]).toEqual([0x47, 0x47]);
      }
      const preview = await fetch(
        `${origin}/api/videos/${videoId}/preview.mp4`,
        {
          headers: {
            ...through(1),
            authorization: `Bearer ${admin.token}`,
            range: "bytes=4-11",
          },
        },
      );
      expect(preview.status).toBe(206);
      expect(Buffer.from(await preview.arrayBuffer()).toString("latin1")).toBe(
        "ftypisom",
      );
    },
  );
});
