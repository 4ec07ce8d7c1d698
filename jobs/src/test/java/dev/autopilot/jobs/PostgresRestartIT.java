package dev.autopilot.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PostgreSQL restart under a running worker: while the server is down an enqueue fails typed
 * and retriable, the worker keeps polling; once it is back on the same data, what was written
 * before is there, and a request enqueued then runs once.
 */
class PostgresRestartIT {
  @TempDir
  Path folder;

  @Test
  void aWorkerOutlivesAPostgresRestartAndNothingWrittenIsLost() throws Exception {
    Path data = Files.createTempDirectory("autopilot-jobs-pg");
    EmbeddedPostgres pg = start(data, 0);
    int port = pg.getPort();
    String url = pg.getJdbcUrl("postgres", "postgres");
    DataSource ds = TestPostgres.dataSource(url);
    try (DemoJobSite site = DemoJobSite.start();
        PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(1).build();
        RunWorker worker = RunWorker.builder(ds, pool, Applicants.handler(folder)).name("survivor").pollingInterval(Duration.ofMillis(200))
            .retryBackoff(Duration.ofMillis(200)).build()) {
      RunQueue queue = RunQueue.create(ds);
      worker.start();
      queue.enqueue(Applicants.request("before", site.postingUri("classic")));
      assertEquals(JobStatus.DONE, RunJobsIT.awaitEnd(queue, "req-before").status());

      pg.close();
      JobStoreException down = assertThrows(JobStoreException.class, () -> queue.enqueue(Applicants.request("during", site.postingUri("classic"))));
      assertEquals(ErrorCode.STORE_UNAVAILABLE, down.code());
      assertEquals(true, down.isRetriable());
      pg = start(data, port);

      assertEquals(JobStatus.DONE, queue.status("req-before").orElseThrow().status(), "written before the restart, kept");
      queue.enqueue(Applicants.request("after", site.postingUri("modern")));
      JobRecord after = RunJobsIT.awaitEnd(queue, "req-after");
      assertEquals(JobStatus.DONE, after.status(), after.toString());
      assertEquals(1, after.attempts());
      assertEquals(1, Applicants.accepted(site.submissions(), "before"));
      assertEquals(1, Applicants.accepted(site.submissions(), "after"));
      assertEquals(0, Applicants.accepted(site.submissions(), "during"));
    } finally {
      pg.close();
    }
  }

  private static EmbeddedPostgres start(Path data, int port) throws java.io.IOException {
    return EmbeddedPostgres.builder().setLocaleConfig("locale", "C").setDataDirectory(data).setCleanDataDirectory(false).setPort(port).start();
  }
}
