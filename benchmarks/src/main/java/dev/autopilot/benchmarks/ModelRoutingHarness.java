package dev.autopilot.benchmarks;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaSnapshotMode;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotText;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.RegisterForMeetup;
import dev.autopilot.examples.SampleProfile;
import dev.autopilot.examples.meetup.MeetupSite;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.LlmPlanner;
import dev.autopilot.llm.LlmPlanners;
import dev.autopilot.llm.ModelGateway;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.llm.internal.OpenQuestions;
import dev.autopilot.llm.internal.PlanPrompt;
import dev.autopilot.llm.internal.PlanReply;
import dev.autopilot.llm.internal.PlanValidator;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The model layer's figures on real pages, side by side in one run:
 *
 * <ul>
 *   <li>model calls per page through the routing planner: with the pack that answers the page
 *       (0 expected) and with a pack that knows nothing (1 expected), counted by a local
 *       OpenAI-protocol server;
 *   <li>prompt tokens per page (o200k_base, the tokenizer of OpenAI's current models): the
 *       planner's whole prompt (system and user message, every question open), its page section
 *       alone ({@link SnapshotText}), and Playwright's AI-mode {@code ariaSnapshot()} of the same
 *       page (what Playwright MCP hands to a model);
 *   <li>planner latency excluding the model: the rule planner alone, and the rule planner plus
 *       everything the program does around a model call (open questions, prompt, reading and
 *       validating a reply), means over many iterations on the same snapshot.
 * </ul>
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.ModelRoutingHarness [iterations]</pre>
 */
public final class ModelRoutingHarness {
  private static final Encoding TOKENS = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
  private static final String EMPTY_REPLY = "{\"actions\":[],\"unresolved\":[],\"rationale\":\"-\"}";
  private static final DomainPack NOTHING = RegisterForMeetup.NOTHING;

  private ModelRoutingHarness() {}

  record Row(String page, int controls, int callsWithPack, int callsWithoutPack, int promptTokens, int pageTokens, int ariaTokens,
      double rulesMicros, double programMicros) {}

  public static void main(String[] args) throws IOException {
    int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    Path dir = Files.createTempDirectory("model-harness");
    Profile profile = SampleProfile.extractTo(dir);
    List<Row> rows = new ArrayList<>();
    HttpServer forms = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    java.util.Map<String, byte[]> pages = new java.util.concurrent.ConcurrentHashMap<>();
    forms.createContext("/", exchange -> {
      try (exchange) {
        byte[] body = pages.get(exchange.getRequestURI().getPath());
        if (body == null) {
          exchange.sendResponseHeaders(404, -1);
          return;
        }
        exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
    });
    forms.start();
    try (DemoJobSite site = DemoJobSite.start(); MeetupSite meetup = MeetupSite.start(); ScriptedModelServer model = ScriptedModelServer.start(ScriptedModelServer.Dialect.OPENAI);
        PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      System.out.println("Chromium " + browser.version() + "; tokens by o200k_base; latency means of " + iterations + " iterations after " + iterations / 4 + " warm-up");
      ModelGateway gateway = ModelGateway.of(LlmConfig.builder().baseUrl(model.baseUrl()).model("harness").maxRetries(0).build());
      JobApplicationPack jobs = JobApplicationPack.of(profile);
      PersonalData jobData = PersonalData.fromProfile(profile);
      rows.add(measure("demo job site, classic", session, site.postingUri("classic"), jobs, jobData, gateway, model, iterations));
      rows.add(measure("demo job site, modern", session, site.postingUri("modern"), jobs, jobData, gateway, model, iterations));
      rows.add(measure("meetup registration", session, meetup.formUri(), NOTHING, RegisterForMeetup.details(), gateway, model, iterations));
      for (int questions : new int[] {40, 400}) {
        String path = "/form-" + questions;
        pages.put(path, FormPages.page(questions).getBytes(StandardCharsets.UTF_8));
        rows.add(measure("generated, " + questions + " questions", session, URI.create("http://127.0.0.1:" + forms.getAddress().getPort() + path), jobs, jobData, gateway, model, iterations));
      }
    } finally {
      forms.stop(0);
    }
    System.out.println();
    System.out.println("| page | controls | model calls, pack's rules first | model calls, no pack | planner prompt tokens | page section tokens | ariaSnapshot AI tokens | page section / AI | rule planner | rules + program around the model |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (Row r : rows) {
      System.out.println(String.format(Locale.ROOT, "| %s | %d | %d | %d | %,d | %,d | %,d | %.2fx | %.0f µs | %.0f µs |", r.page(), r.controls(), r.callsWithPack(), r.callsWithoutPack(),
          r.promptTokens(), r.pageTokens(), r.ariaTokens(), (double) r.pageTokens() / r.ariaTokens(), r.rulesMicros(), r.programMicros()));
    }
  }

  private static Row measure(String name, PlaywrightBrowserSession session, URI uri, DomainPack pack, PersonalData data, ModelGateway gateway, ScriptedModelServer model,
      int iterations) {
    session.navigate(uri.toString());
    SemanticSnapshot snapshot = PlaywrightSnapshotProvider.create().snapshot(session);
    Task task = Task.of("Fill in the form", uri);
    LlmPlanner llm = LlmPlanner.builder().gateway(gateway).data(data).build();

    int withPack = calls(model, LlmPlanners.routing(Planner.rules(pack), llm), context(task, snapshot));
    int withoutPack = calls(model, LlmPlanners.routing(Planner.rules(NOTHING), llm), context(task, snapshot));

    List<OpenQuestions.Open> open = OpenQuestions.of(snapshot, Set.of());
    String user = PlanPrompt.user(context(task, snapshot), open.stream().map(OpenQuestions.Open::line).toList(), data, Set.of());
    int promptTokens = TOKENS.countTokens(PlanPrompt.SYSTEM) + TOKENS.countTokens(user);
    int pageTokens = TOKENS.countTokens(SnapshotText.render(snapshot));
    String aria = session.unwrap(Page.class).ariaSnapshot(new Page.AriaSnapshotOptions().setMode(AriaSnapshotMode.AI));
    int ariaTokens = TOKENS.countTokens(aria);

    Planner rules = Planner.rules(pack);
    PlanValidator validator = new PlanValidator(data, Set.of(), task.goal());
    int warmup = iterations / 4;
    long rulesNanos = 0;
    long programNanos = 0;
    for (int i = 0; i < warmup + iterations; i++) {
      PlanningContext ctx = context(task, snapshot);
      long t0 = System.nanoTime();
      rules.plan(ctx);
      long t1 = System.nanoTime();
      rules.plan(ctx);
      List<OpenQuestions.Open> o = OpenQuestions.of(snapshot, Set.of());
      String u = PlanPrompt.user(ctx, o.stream().map(OpenQuestions.Open::line).toList(), data, Set.of());
      PlanReply reply = PlanReply.parse(EMPTY_REPLY);
      validator.validate(reply, snapshot, false, Set.of());
      long t2 = System.nanoTime();
      if (u.isEmpty()) {
        throw new IllegalStateException("empty prompt");
      }
      if (i >= warmup) {
        rulesNanos += t1 - t0;
        programNanos += t2 - t1;
      }
    }
    int controls = (int) snapshot.elements().stream().filter(e -> !e.isolated()).count();
    return new Row(name, controls, withPack, withoutPack, promptTokens, pageTokens, ariaTokens, rulesNanos / 1_000.0 / iterations, programNanos / 1_000.0 / iterations);
  }

  /** The model calls one plan makes, each answered with an empty plan. */
  private static int calls(ScriptedModelServer model, Planner planner, PlanningContext context) {
    if (model.left() == 0) {
      model.enqueue(ScriptedModelServer.Step.reply(EMPTY_REPLY, 1, 1));
    }
    int before = model.served();
    planner.plan(context);
    return model.served() - before;
  }

  private static PlanningContext context(Task task, SemanticSnapshot snapshot) {
    return new PlanningContext(task, RunState.FILL, snapshot, List.of(), ModelLedger.unlimited());
  }
}
