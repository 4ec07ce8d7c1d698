package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Budgets;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.observability.HtmlReport;
import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunIndex;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run killed half-way (kill -9 of its JVM while its submit waits on a server that never
 * answers) leaves a bundle that reads: every line of its events is whole JSON, its plan and
 * snapshots are there, its summary says it is incomplete, and its report and the index say so too.
 */
class KilledRunIT {
  private static final String NAME = "Ada Lovelace";

  @TempDir Path runs;

  @Test
  void aRunKilledMidwayLeavesAReadableBundleThatSaysItIsIncomplete() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Child.class.getName(), runs.toString())
        .redirectErrorStream(true).start();
    List<ProcessHandle> descendants;
    StringBuilder seen = new StringBuilder();
    try {
      BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
      String line;
      while ((line = out.readLine()) != null && !line.equals("POSTED")) {
        seen.append(line).append('\n');
      }
      assertEquals("POSTED", line, "the child's run never submitted:\n" + seen);
    } finally {
      descendants = child.descendants().toList();
      child.destroyForcibly(); // SIGKILL: no shutdown hook, no finally, nothing flushed at exit
      child.waitFor(30, TimeUnit.SECONDS);
      descendants.forEach(ProcessHandle::destroyForcibly);
    }
    assertFalse(child.isAlive());

    Path bundle;
    try (Stream<Path> walk = Files.walk(runs, 2)) {
      bundle = walk.filter(p -> p.getNameCount() - runs.getNameCount() == 2).findFirst().orElseThrow();
    }
    List<String> lines = Files.readAllLines(bundle.resolve("events.ndjson"));
    ObjectMapper json = new ObjectMapper();
    for (String l : lines) {
      json.readTree(l); // every line whole: flushed one by one
    }
    assertTrue(lines.stream().anyMatch(l -> l.contains("\"label\":\"before_submit\"")), "the events up to the submit: " + lines.size());
    assertFalse(lines.stream().anyMatch(l -> l.contains("\"type\":\"run_finished\"")));
    assertTrue(Files.readString(bundle.resolve("summary.md")).lines().findFirst().orElseThrow().endsWith(": incomplete"), Files.readString(bundle.resolve("summary.md")));
    assertTrue(json.readTree(bundle.resolve("plan.json").toFile()).path("steps").size() >= 1);
    try (Stream<Path> snapshots = Files.list(bundle.resolve("snapshots"))) {
      assertTrue(snapshots.count() >= 1);
    }
    assertFalse(Files.exists(bundle.resolve("trace.zip")), "a killed run's trace was never written");
    try (Stream<Path> all = Files.walk(bundle)) {
      for (Path f : all.filter(Files::isRegularFile).toList()) {
        assertFalse(Files.readString(f, StandardCharsets.ISO_8859_1).contains(NAME), "the typed name in " + f);
        assertFalse(f.getFileName().toString().endsWith(".tmp"), "no half-written file: " + f);
      }
    }

    String report = Files.readString(HtmlReport.write(bundle));
    assertTrue(report.contains("<b>INCOMPLETE</b>") && report.contains("before_submit"), "the report says so and shows what was done");
    String index = Files.readString(RunIndex.write(runs));
    assertTrue(index.contains("data-code=\"INCOMPLETE\""), "the index lists it as incomplete");
  }

  /** The child JVM: a form whose submit never gets an answer, run with an evidence bundle under the folder given. */
  public static final class Child {
    public static void main(String[] args) throws Exception {
      CountDownLatch never = new CountDownLatch(1);
      HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      server.createContext("/form", exchange -> {
        if (exchange.getRequestMethod().equals("POST")) {
          System.out.println("POSTED");
          System.out.flush();
          try {
            never.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return;
        }
        byte[] page = ("<!doctype html><title>Sign up</title><form method=post action=/form>"
            + "<label>Full name <input name=name required></label><button type=submit>Send</button></form>").getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        exchange.sendResponseHeaders(200, page.length);
        exchange.getResponseBody().write(page);
        exchange.close();
      });
      server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r);
        t.setDaemon(true);
        return t;
      }));
      server.start();
      GenericPack pack = GenericPack.of(Map.of("Full name", NAME));
      Orchestrator autopilot = QuickStart.autopilot(pack).toBuilder()
          .evidence(EvidenceBundle.under(Path.of(args[0])).redactor(Redactor.standard().withPersonalValues(List.of(NAME))).build())
          .budgets(Budgets.defaults().withMaxWallTime(Duration.ofMinutes(10)))
          .submitDeadline(Duration.ofMinutes(10))
          .build();
      try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
        autopilot.run(session, Task.of("Sign up", URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/form")));
      }
      server.stop(0);
    }
  }
}
