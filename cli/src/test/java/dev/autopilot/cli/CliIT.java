package dev.autopilot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.autopilot.store.Store;
import dev.autopilot.store.StoreConfig;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import dev.autopilot.llm.replay.ScriptedModelServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runnable jar run as a process, as a person runs it, against pages this test serves on
 * 127.0.0.1: {@code run} fills and submits once and prints each step while it happens; consent is
 * asked of a person at a terminal (a pseudo-terminal from script(1)) and never given without one; bad input and a bad command line end with their
 * exit codes and say what to fix; {@code doctor} checks the browser, the store (its schema version,
 * through {@code Store.open}) and the model endpoint; {@code prepare} sends nothing and a {@code
 * confirm} in another process submits once; {@code report} indexes those runs; {@code extract}
 * writes a table's rows as CSV.
 */
class CliIT {
  static final Path JAR = Path.of(System.getProperty("autopilot.cli.jar", "target/autopilot-cli-all.jar"));
  static final String CONTACT = """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact us</title></head><body><main><h1>Contact us</h1>
      <form method="post" action="/send">
      <p><label for="name">Name</label> <input id="name" name="name" required></p>
      <p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
      <p><label for="message">Message</label> <textarea id="message" name="message" required></textarea></p>
      <p><label><input type="checkbox" name="newsletter"> Send me the newsletter</label></p>
      %s
      <p><button type="submit">Send</button></p>
      </form></main></body></html>
      """;
  static final String PRODUCTS = """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Products</title></head><body><main><h1>Products</h1>
      <table id="products"><thead><tr><th>Product name</th><th>Price ($)</th></tr></thead><tbody>
      <tr><td>Lamp</td><td>24.50</td></tr><tr><td>Kettle</td><td>39.00</td></tr><tr><td>Chair</td><td>120.00</td></tr>
      </tbody></table></main></body></html>
      """;
  /** A French registration whose sector the values name in English, with a box asking to be contacted. */
  /**
   * A home-care request whose one choice the values name in other words ("Care is for": "My
   * stepdad" for "Who needs care?" offering "My parent"), as the sixth blind corpus's page asks it.
   */
  static final String CARE = """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home care</title></head><body><main><h1>Ask about home care</h1>
      <form method="post" action="/send">
      <p><label for="n">Your name</label> <input id="n" name="name" autocomplete="name" required></p>
      <p><label for="r">Who needs care?</label> <select id="r" name="relationship" required><option value="">Choose…</option>
      <option value="self">Me</option><option value="parent">My parent</option><option value="partner">My husband, wife or partner</option>
      <option value="relative">Another relative</option><option value="friend">A friend or neighbour</option></select></p>
      <p><button type="submit">Send request</button></p>
      </form></main></body></html>
      """;

  static final String INSCRIPTION = """
      <!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Inscription</title></head><body><main><h1>Inscription</h1>
      <form method="post" action="/send">
      <p><label for="nom">Nom complet</label> <input id="nom" name="nom" autocomplete="name" required></p>
      <p><label for="courriel">Courriel</label> <input id="courriel" name="courriel" type="email" required></p>
      <p><label for="secteur">Secteur d'activité</label> <select id="secteur" name="secteur" required>
        <option value="">Sélectionner</option><option value="public">Administration publique</option>
        <option value="collectivite">Collectivité territoriale</option><option value="entreprise">Entreprise privée</option></select></p>
      <p><label><input type="checkbox" name="contact" value="oui" required> J'accepte d'être contacté(e) au sujet de mon inscription</label></p>
      <p><button type="submit">S'inscrire</button></p>
      </form></main></body></html>
      """;
  static FormServer server;

  @TempDir
  Path dir;

  @BeforeAll
  static void start() {
    assertTrue(Files.isRegularFile(JAR), "the runnable jar is built at package: " + JAR.toAbsolutePath());
    server = FormServer.start()
        .page("/contact", CONTACT.formatted(""))
        .page("/products", PRODUCTS)
        .page("/inscription", INSCRIPTION)
        .page("/care", CARE)
        .page("/join", CONTACT.formatted("<p><label><input type=\"checkbox\" name=\"fee\" required> I agree to pay the $40 membership fee</label></p>"))
        .answer("/v1/models", "{\"object\": \"list\", \"data\": [{\"id\": \"local-model\", \"object\": \"model\"}]}",
            x -> "Bearer test-key".equals(x.getRequestHeaders().getFirst("Authorization")) ? 200 : 401);
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  record Ran(int code, String out, String err, boolean stepSeenWhileRunning) {}

  Ran autopilot(Map<String, String> env, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dautopilot.config.dir=" + dir.resolve("config"), "-jar", JAR.toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE);
    pb.environment().keySet().removeIf(k -> k.startsWith("AUTOPILOT_") || k.endsWith("_API_KEY"));
    pb.environment().putAll(env);
    Process p = pb.start();
    p.getOutputStream().close(); // no person at this terminal
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
      try {
        return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        return e.toString();
      }
    });
    StringBuilder out = new StringBuilder();
    AtomicBoolean stepWhileRunning = new AtomicBoolean();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.startsWith("  step ") && !stepWhileRunning.get()) {
          stepWhileRunning.set(p.isAlive());
        }
        out.append(line).append('\n');
      }
    }
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the process ends");
    return new Ran(p.exitValue(), out.toString(), err.join(), stepWhileRunning.get());
  }

  /**
   * Runs the jar on a pseudo-terminal (script(1) from util-linux), as a person at a terminal does,
   * and types the answer once the prompt is printed.
   */
  Ran autopilotAtATerminal(String prompt, String answer, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dautopilot.config.dir=" + dir.resolve("config"), "-jar", JAR.toAbsolutePath().toString()));
    command.addAll(List.of(args));
    String line = command.stream().map(a -> "'" + a.replace("'", "'\\''") + "'").collect(java.util.stream.Collectors.joining(" "));
    ProcessBuilder pb = new ProcessBuilder("script", "-qfec", line, "/dev/null").directory(dir.toFile()).redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("AUTOPILOT_") || k.endsWith("_API_KEY"));
    Process p = pb.start();
    StringBuilder out = new StringBuilder();
    Thread reader = new Thread(() -> {
      try (InputStreamReader r = new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)) {
        char[] buf = new char[4096];
        for (int n = r.read(buf); n >= 0; n = r.read(buf)) {
          synchronized (out) {
            out.append(buf, 0, n);
            out.notifyAll();
          }
        }
      } catch (IOException e) {
        // the process ended
      }
    });
    reader.start();
    synchronized (out) {
      long until = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
      while (out.indexOf(prompt) < 0 && p.isAlive() && System.nanoTime() < until) {
        out.wait(1_000);
      }
    }
    p.getOutputStream().write((answer + "\n").getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().flush();
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the process ends");
    reader.join();
    return new Ran(p.exitValue(), out.toString(), "", false);
  }

  Path values(String json) throws IOException {
    Path file = dir.resolve("values.json");
    Files.writeString(file, json);
    return file;
  }

  @Test
  void runFillsAndSubmitsOnceShowingEachStepAsItHappens() throws Exception {
    Path values = values("{\"Name\": \"Ada Lovelace\", \"Email\": \"ada@example.org\", \"Message\": \"Hello from the command line\"}");
    int before = server.submissions.size();
    Ran ran = autopilot(Map.of(), "run", "--values", values.toString(), "--runs", dir.resolve("runs").toString(), server.url("/contact").toString());

    assertEquals(0, ran.code(), ran.out() + ran.err());
    assertTrue(ran.stepSeenWhileRunning(), "a step's line came while the run was going on:\n" + ran.out());
    assertTrue(ran.out().contains("type_ref") && ran.out().contains("'Email'") && ran.out().contains("verified"), ran.out());
    assertTrue(ran.out().contains("outcome success_confirmed"), ran.out());
    assertTrue(ran.out().contains("exit 0 (done)"), ran.out());
    assertFalse(ran.out().contains("ada@example.org") || ran.out().contains("Hello from the command line"), "no value is printed:\n" + ran.out());

    assertEquals(before + 1, server.submissions.size(), "submitted once");
    Map<String, String> sent = server.submissions.get(before);
    assertEquals("Ada Lovelace", sent.get("name"));
    assertEquals("ada@example.org", sent.get("email"));
    assertEquals("Hello from the command line", sent.get("message"));
    assertFalse(sent.containsKey("newsletter"), "marketing was not consented to: " + sent);
    try (Stream<Path> files = Files.walk(dir.resolve("runs"))) {
      assertTrue(files.anyMatch(f -> f.getFileName().toString().equals("events.ndjson")), "the run folder holds the events");
    }
  }

  @Test
  void withTheModelTheRulesAnswerFirstAndTheModelOnlyWhatTheyLeaveOpen() throws Exception {
    Path values = values("{\"Name\": \"Élodie Marchand\", \"Email\": \"elodie@example.fr\", \"Sector\": \"the city of Lyon\","
        + " \"Consent to be contacted\": \"yes\"}");
    int before = server.submissions.size();
    try (ScriptedModelServer model = ScriptedModelServer.start(ScriptedModelServer.Dialect.OPENAI)) {
      // a model that reads the value it is shown as the option the page words in French
      model.respondWith(body -> {
        java.util.regex.Matcher ref = java.util.regex.Pattern.compile("(e\\d+) combobox \\\\\"Secteur").matcher(body);
        String reply = ref.find()
            ? "{\"actions\":[{\"verb\":\"select_ref\",\"ref\":\"" + ref.group(1) + "\",\"value\":\"{{sector}}\",\"option\":\"Collectivité territoriale\",\"question\":\"Secteur d'activité\"}],"
                + "\"unresolved\":[],\"rationale\":\"the sector in French\"}"
            : "{\"actions\":[],\"unresolved\":[],\"rationale\":\"nothing asked\"}";
        return ScriptedModelServer.Step.reply(reply, 100, 20);
      });
      Map<String, String> env = Map.of("AUTOPILOT_LLM_BASE_URL", model.baseUrl(), "AUTOPILOT_LLM_MODEL", "scripted", "AUTOPILOT_LLM_MAX_RETRIES", "0",
          "AUTOPILOT_LLM_SHARE", "free_text");
      Ran ran = autopilot(env, "run", "--llm", "--values", values.toString(), "--runs", dir.resolve("runs").toString(), server.url("/inscription").toString());

      assertEquals(0, ran.code(), ran.out() + ran.err());
      assertTrue(ran.out().contains("model: "), ran.out());
      assertEquals(before + 1, server.submissions.size(), "submitted once");
      Map<String, String> sent = server.submissions.get(before);
      assertEquals("Élodie Marchand", sent.get("nom"));
      assertEquals("elodie@example.fr", sent.get("courriel"));
      assertEquals("collectivite", sent.get("secteur"), "the model's reading of 'the city of Lyon'");
      assertEquals("oui", sent.get("contact"), "the person's own yes decided the box: " + sent);
      assertEquals(1, model.served(), "one call, for the one question the rules left open: " + model.requests());
      String asked = model.requests().get(0);
      assertTrue(asked.contains("the city of Lyon"), "free text is shared when AUTOPILOT_LLM_SHARE says so");
      assertFalse(asked.contains("elodie@example.fr") || asked.contains("Marchand"), "identity values never leave the machine: " + asked);
    }
  }

  @Test
  void withMeaningTheKeysTheWordsMissMeetTheirQuestionsAndTheFormIsSentOnce() throws Exception {
    Path values = values("{\"Name\": \"Rachel Green\", \"Care is for\": \"My stepdad\"}");
    int before = server.submissions.size();
    Ran words = autopilot(Map.of(), "run", "--values", values.toString(), "--runs", dir.resolve("runs").toString(), server.url("/care").toString());
    assertNotEquals(0, words.code(), words.out());
    assertTrue(words.out().contains("Who needs care?"), "the stop names the question words left open:\n" + words.out());
    assertEquals(before, server.submissions.size(), "words alone send nothing");

    Ran meaning = autopilot(Map.of(), "run", "--meaning", "--values", values.toString(), "--runs", dir.resolve("runs").toString(),
        server.url("/care").toString());
    assertEquals(0, meaning.code(), meaning.out() + meaning.err());
    assertEquals(before + 1, server.submissions.size(), "submitted once");
    Map<String, String> sent = server.submissions.get(before);
    assertEquals("Rachel Green", sent.get("name"));
    assertEquals("parent", sent.get("relationship"), "a stepdad is a parent: the option nearest in meaning");
  }

  @Test
  void withTheModelButNoModelConfiguredTheRunSaysWhichVariableIsMissing() throws Exception {
    Path values = values("{\"Name\": \"Ada Lovelace\", \"Email\": \"ada@example.org\", \"Message\": \"Hello\"}");
    int before = server.submissions.size();
    Ran ran = autopilot(Map.of(), "run", "--llm", "--values", values.toString(), "--runs", dir.resolve("runs").toString(), server.url("/contact").toString());
    assertEquals(ExitCode.ERROR.code(), ran.code(), ran.out() + ran.err());
    assertTrue((ran.out() + ran.err()).contains("AUTOPILOT_LLM_MODEL"), ran.out() + ran.err());
    assertEquals(before, server.submissions.size(), "nothing was opened or sent");
  }

  @Test
  void withoutAPersonAtTheTerminalNoConsentIsGivenAndNothingIsSubmitted() throws Exception {
    Path values = values("{\"Name\": \"Ada Lovelace\", \"Email\": \"ada@example.org\", \"Message\": \"Please sign me up\"}");
    int before = server.submissions.size();
    Ran ran = autopilot(Map.of(), "run", "--values", values.toString(), "--runs", dir.resolve("runs").toString(), server.url("/join").toString());

    assertEquals(ExitCode.CONSENT_REQUIRED.code(), ran.code(), ran.out() + ran.err());
    assertTrue(ran.out().contains("would commit you to") && ran.out().contains("paying money"), ran.out());
    assertTrue(ran.out().contains("consent: not asked, input is not a terminal: not given"), ran.out());
    assertEquals(before, server.submissions.size(), "nothing was submitted");
  }

  @Test
  void aPersonAtTheTerminalIsAskedAndTheirYesLetsTheRunGoOn() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "script(1) gives the process a terminal");
    Path values = values("{\"Name\": \"Ada Lovelace\", \"Email\": \"ada@example.org\", \"Message\": \"Please sign me up\"}");
    int before = server.submissions.size();
    Ran ran = autopilotAtATerminal("[y/N]", "y", "run", "--values", values.toString(), "--runs", dir.resolve("runs").toString(), server.url("/join").toString());

    assertTrue(ran.out().contains("allow it, for this one action? [y/N]"), ran.out());
    assertTrue(ran.out().contains("consent: given"), ran.out());
    assertEquals(0, ran.code(), ran.out());
    assertEquals(before + 1, server.submissions.size(), "submitted once");
    assertEquals("on", server.submissions.get(before).get("fee"), "the box the person allowed was ticked");
  }

  @Test
  void badInputAndABadCommandLineSayWhatToFix() throws Exception {
    Ran missing = autopilot(Map.of(), "run", "--values", dir.resolve("nowhere.json").toString(), server.url("/contact").toString());
    assertEquals(ExitCode.ERROR.code(), missing.code(), missing.out() + missing.err());
    assertTrue(missing.err().contains("FILE_NOT_FOUND") && missing.err().contains("pass the path of a JSON file of values"), missing.err());

    Ran usage = autopilot(Map.of(), "run", server.url("/contact").toString());
    assertEquals(ExitCode.USAGE.code(), usage.code(), usage.out() + usage.err());
    assertTrue(usage.err().contains("Missing required option: '--values=FILE'"), usage.err());

    Ran help = autopilot(Map.of(), "--help");
    assertEquals(0, help.code());
    assertTrue(help.out().contains("run ") && help.out().contains("doctor") && help.out().contains("Exit codes:"), help.out());
    assertTrue(help.out().contains("4  consent_required"), help.out());
  }

  @Test
  void doctorChecksTheBrowserTheStoreAndTheModelEndpoint() throws Exception {
    // a store a newer release wrote: opened through Store.open, its schema version is checked and refused
    Path storeFolder = dir.resolve("store");
    try (Store store = Store.open(StoreConfig.sqlite(storeFolder)); Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
      s.executeUpdate("INSERT INTO autopilot_schema_history (installed_rank, version, description, type, script, checksum, installed_by, execution_time, success)"
          + " VALUES (99, '99', 'from the future', 'SQL', 'V99__future.sql', 0, 'test', 0, 1)");
    }
    Ran ran = autopilot(Map.of("AUTOPILOT_LLM_MODEL", "local-model", "AUTOPILOT_LLM_BASE_URL", server.url("/v1").toString(),
        "AUTOPILOT_LLM_API_KEY", "test-key", "AUTOPILOT_STORE_URL", "jdbc:sqlite:" + storeFolder.resolve(StoreConfig.SQLITE_FILE)), "doctor");

    assertTrue(ran.out().matches("(?s).*browser +ok +\\d+\\.[^\\n]*a page opened.*"), ran.out());
    assertTrue(ran.out().matches("(?s).*model +ok +[^\\n]*/v1/models answered 200; lists local-model.*"), ran.out());
    assertTrue(ran.out().matches("(?s).*store +FAIL +cannot open SQLite file [^\\n]*schema version 99, newer than version.*"), ran.out());
    assertEquals(ExitCode.ERROR.code(), ran.code(), "a failed check fails the doctor");
  }

  @Test
  void prepareThenConfirmInAnotherProcessSubmitsOnceAndTheReportIndexesBothRuns() throws Exception {
    Path values = values("{\"Name\": \"Ada Lovelace\", \"Email\": \"ada@example.org\", \"Message\": \"Prepared first\"}");
    Path runs = dir.resolve("runs");
    Path plans = dir.resolve("plans");
    int before = server.submissions.size();

    Ran prepare = autopilot(Map.of(), "prepare", "--values", values.toString(), "--plan-dir", plans.toString(), "--runs", runs.toString(),
        server.url("/contact").toString());
    assertEquals(0, prepare.code(), prepare.out() + prepare.err());
    assertTrue(prepare.out().contains("prepared, not submitted"), prepare.out());
    assertEquals(before, server.submissions.size(), "a prepare sends nothing");
    Path plan = plans.resolve("plan.json");
    assertTrue(Files.isRegularFile(plan), "the plan is written: " + prepare.out());
    assertFalse(Files.readString(plan).contains("ada@example.org"), "the plan conceals the values");
    Matcher phrase = Pattern.compile("confirmation phrase: (.+)").matcher(prepare.out());
    assertTrue(phrase.find(), prepare.out());

    // the person types the phrase at the prompt (a pseudo-terminal from script(1)); without script(1), --phrase
    boolean terminal = Files.isExecutable(Path.of("/usr/bin/script"));
    String[] args = {"confirm", plan.toString(), "--values", values.toString(), "--runs", runs.toString()};
    Ran confirm = terminal ? autopilotAtATerminal("[type the phrase]", phrase.group(1).strip(), args)
        : autopilot(Map.of(), Stream.concat(Stream.of(args), Stream.of("--phrase", phrase.group(1).strip())).toArray(String[]::new));
    assertEquals(0, confirm.code(), confirm.out() + confirm.err());
    if (terminal) {
      assertTrue(confirm.out().contains("Email (textbox)") && confirm.out().contains("then press 'Send'"), "the plan is shown first:\n" + confirm.out());
    }
    assertTrue(confirm.out().contains("outcome success_confirmed"), confirm.out());
    assertEquals(before + 1, server.submissions.size(), "confirmed once: one submission");
    assertEquals("Prepared first", server.submissions.get(before).get("message"));

    Ran report = autopilot(Map.of(), "report", runs.toString());
    assertEquals(0, report.code(), report.out() + report.err());
    Path index = runs.resolve("index.html");
    assertTrue(report.out().contains("index: " + index.toAbsolutePath()), report.out());
    String html = Files.readString(index);
    try (Stream<Path> events = Files.walk(runs)) {
      List<String> requestIds = events.filter(f -> f.getFileName().toString().equals("events.ndjson")).map(f -> f.getParent().getFileName().toString()).toList();
      assertEquals(2, requestIds.size(), "a run folder each for the prepare and the confirm");
      requestIds.forEach(id -> assertTrue(html.contains(id), "the index lists run " + id));
    }
  }

  @Test
  void extractWritesTheTablesRowsAsCsv() throws Exception {
    Path schema = dir.resolve("products.schema.json");
    Files.writeString(schema, "{\"name\": \"products\", \"minRecords\": 3, \"fields\": [{\"name\": \"name\", \"type\": \"text\"}, "
        + "{\"name\": \"price\", \"type\": \"number\"}]}");
    Path csv = dir.resolve("products.csv");
    Ran ran = autopilot(Map.of(), "extract", "--schema", schema.toString(), "--out", csv.toString(), server.url("/products").toString());

    assertEquals(0, ran.code(), ran.out() + ran.err());
    assertTrue(ran.out().contains("3 records") && ran.out().contains("passed the quality gate"), ran.out());
    List<String> rows = Files.readAllLines(csv);
    assertEquals("name,price", rows.get(0), "a header of the schema's fields");
    assertEquals(4, rows.size(), "the header and a row per product: " + rows);
    assertTrue(rows.get(1).startsWith("Lamp,24.5"), rows.toString());
    assertTrue(rows.get(3).startsWith("Chair,120"), rows.toString());
  }
}
