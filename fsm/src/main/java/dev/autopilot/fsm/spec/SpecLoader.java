package dev.autopilot.fsm.spec;

import static java.util.Objects.requireNonNull;
import static java.util.Objects.requireNonNullElse;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.risk.RiskPolicy;
import dev.autopilot.core.spec.CompletionGate;
import dev.autopilot.core.spec.SpecConstraints;
import dev.autopilot.core.spec.SpecContract;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Reads a spec contract from YAML or JSON and checks it whole: every problem is reported at once,
 * each with its line, its field and what to write instead ({@link SpecException}). The spec may
 * stand at the top of the file or under a {@code spec:} key:
 *
 * <pre>{@code
 * spec:
 *   version: v1
 *   freeze: true
 *   goal: "Register Ada for the meetup"
 *   constraints:
 *     max_execution_time: 120        # seconds
 *     max_retries: 2
 *     allowed_hosts: [tickets.example.org]
 *     forbidden_actions: [upload_file]
 *   completion_gate:
 *     - submission_confirmed
 *     - submit_attempts <= 1
 *   evidence:
 *     required: [before_submit, after_submit]
 * }</pre>
 *
 * <p>{@code constraints} may also be a list of one-key maps ({@code - max_retries: 2}). A spec
 * must be frozen ({@code freeze: true}): a spec a run may still change is no contract. Stateless
 * and thread-safe.
 */
public final class SpecLoader {
  /** The evidence labels a run writes, which {@code evidence.required} may name. */
  public static final Set<String> EVIDENCE_LABELS = Set.of("plan", "before_submit", "after_submit", "after_self_submit");

  private static final Set<String> TOP = Set.of("version", "freeze", "goal", "constraints", "completion_gate", "completion_gates", "evidence");
  private static final Set<String> CONSTRAINTS = Set.of("max_execution_time", "max_retries", "allowed_hosts", "forbidden_actions", "allowed_actions");
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final ObjectMapper JSON = new ObjectMapper(new JsonFactory());

  private SpecLoader() {}

  /**
   * Reads a spec file: JSON when its name ends in {@code .json}, YAML otherwise.
   *
   * @param file the spec file, read as UTF-8; its file name names it in the problems' messages
   * @return the spec's contract, every field checked
   * @throws SpecException listing every problem of the spec
   * @throws AutopilotException with {@link ErrorCode#FILE_NOT_FOUND} when the file cannot be read
   */
  public static SpecContract load(Path file) {
    requireNonNull(file, "file");
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "cannot read the spec " + file + ": " + e.getMessage(), e);
    }
    return parse(text, file.getFileName() == null ? file.toString() : file.getFileName().toString(), file.toString().endsWith(".json"));
  }

  /**
   * Reads a spec from its text.
   *
   * @param text the spec
   * @param source its name in messages ({@code spec.yaml})
   * @param json whether the text is JSON (else YAML, of which JSON is a part)
   * @return the spec's contract, every field checked
   * @throws SpecException listing every problem of the spec
   */
  public static SpecContract parse(String text, String source, boolean json) {
    requireNonNull(text, "text");
    requireNonNull(source, "source");
    ObjectMapper mapper = json ? JSON : YAML;
    Map<String, Integer> lines;
    JsonNode root;
    try {
      lines = lines(mapper.getFactory(), text);
      root = mapper.readTree(text);
    } catch (JsonProcessingException e) {
      int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
      throw new SpecException(source, List.of(new SpecException.Problem(line, "(file)", "is not " + (json ? "JSON" : "YAML") + ": "
          + e.getOriginalMessage().lines().findFirst().orElse(""))));
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "cannot read the spec " + source + ": " + e.getMessage(), e);
    }
    return new Reader(source, lines).read(root);
  }

  /** The line each field's key (or list item) is on, by its path ({@code constraints.max_retries}, {@code completion_gate[1]}). */
  private static Map<String, Integer> lines(JsonFactory factory, String text) throws IOException {
    Map<String, Integer> out = new HashMap<>();
    try (JsonParser p = factory.createParser(text)) {
      if (p.nextToken() != null) {
        walk(p, "", out);
      }
    }
    return out;
  }

  private static void walk(JsonParser p, String path, Map<String, Integer> out) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.START_OBJECT) {
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String child = path.isEmpty() ? p.currentName() : path + "." + p.currentName();
        out.putIfAbsent(child, p.currentTokenLocation().getLineNr());
        p.nextToken();
        walk(p, child, out);
      }
    } else if (t == JsonToken.START_ARRAY) {
      int i = 0;
      while (p.nextToken() != JsonToken.END_ARRAY) {
        String child = path + "[" + i++ + "]";
        out.putIfAbsent(child, p.currentTokenLocation().getLineNr());
        walk(p, child, out);
      }
    }
  }

  /** One reading of one spec: collects the problems as it goes. */
  private static final class Reader {
    private final String source;
    private final Map<String, Integer> lines;
    private final List<SpecException.Problem> problems = new ArrayList<>();
    private String prefix = "";

    Reader(String source, Map<String, Integer> lines) {
      this.source = source;
      this.lines = lines;
    }

    SpecContract read(JsonNode root) {
      if (!(root instanceof ObjectNode)) {
        throw new SpecException(source, List.of(new SpecException.Problem(1, "(file)", "a spec is a map of fields (version, freeze, goal, constraints, completion_gate, evidence)")));
      }
      JsonNode spec = root;
      if (root.size() == 1 && root.has("spec") && root.get("spec").isObject()) {
        spec = root.get("spec");
        prefix = "spec.";
      }
      unknown(spec, TOP, "");
      String version = text(spec, "version", true);
      JsonNode freeze = spec.get("freeze");
      if (freeze == null) {
        problem("freeze", "missing; a spec must be frozen: add 'freeze: true'");
      } else if (!freeze.isBoolean() || !freeze.booleanValue()) {
        problem("freeze", "is " + freeze + "; a spec a run may still change is no contract: write 'freeze: true'");
      }
      String goal = text(spec, "goal", true);
      SpecConstraints constraints = constraints(spec.get("constraints"));
      List<CompletionGate> gates = gates(spec);
      List<String> evidence = evidence(spec.get("evidence"));
      if (!problems.isEmpty()) {
        problems.sort(java.util.Comparator.comparingInt(p -> p.line() == 0 ? Integer.MAX_VALUE : p.line()));
        throw new SpecException(source, problems);
      }
      return new SpecContract(version, goal, constraints, gates, evidence);
    }

    private SpecConstraints constraints(@Nullable JsonNode node) {
      if (node == null || node.isNull()) {
        return SpecConstraints.none();
      }
      ObjectNode merged = YAML.createObjectNode();
      if (node.isArray()) {
        // the seed's form: a list of one-key maps
        for (int i = 0; i < node.size(); i++) {
          JsonNode item = node.get(i);
          if (!item.isObject() || item.size() != 1) {
            problem("constraints[" + i + "]", "a constraint is one 'name: value' pair, such as '- max_retries: 2'");
            continue;
          }
          merged.setAll((ObjectNode) item);
        }
      } else if (node.isObject()) {
        merged = (ObjectNode) node;
      } else {
        problem("constraints", "is " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + "; write a map of " + new TreeSet<>(CONSTRAINTS));
        return SpecConstraints.none();
      }
      unknown(merged, CONSTRAINTS, "constraints.");
      Duration time = null;
      JsonNode t = merged.get("max_execution_time");
      if (t != null) {
        if (t.canConvertToLong() && t.isIntegralNumber() && t.asLong() > 0) {
          time = Duration.ofSeconds(t.asLong());
        } else {
          problem("constraints.max_execution_time", "is " + t + "; write a whole number of seconds above 0, such as 120");
        }
      }
      Integer retries = null;
      JsonNode r = merged.get("max_retries");
      if (r != null) {
        if (r.isIntegralNumber() && r.asInt() >= 0 && r.asInt() <= 100) {
          retries = r.asInt();
        } else {
          problem("constraints.max_retries", "is " + r + "; write a whole number from 0 to 100, such as 2");
        }
      }
      Set<String> hosts = new LinkedHashSet<>();
      for (String h : strings(merged, "allowed_hosts", "constraints.")) {
        try {
          HostBoundary.forStart(URI.create("https://example.invalid/")).allowHost(h);
          hosts.add(h);
        } catch (AutopilotException | IllegalArgumentException e) {
          problem("constraints.allowed_hosts", "'" + h + "' is no host name; write the host alone, such as tickets.example.org (no scheme, port or path)");
        }
      }
      Set<String> forbidden = verbs(merged, "forbidden_actions");
      Set<String> allowed = verbs(merged, "allowed_actions");
      return new SpecConstraints(time, retries, hosts, forbidden, allowed);
    }

    private Set<String> verbs(JsonNode node, String field) {
      Set<String> out = new LinkedHashSet<>();
      for (String v : strings(node, field, "constraints.")) {
        if (RiskPolicy.VERBS.contains(v)) {
          out.add(v);
        } else {
          problem("constraints." + field, "'" + v + "' is no action; the actions are " + new TreeSet<>(RiskPolicy.VERBS));
        }
      }
      return out;
    }

    private List<CompletionGate> gates(JsonNode spec) {
      String name = spec.has("completion_gates") ? "completion_gates" : "completion_gate";
      JsonNode node = spec.get(name);
      List<CompletionGate> out = new ArrayList<>();
      if (node == null || !node.isArray() || node.isEmpty()) {
        problem(name, (node == null ? "missing" : "empty or not a list") + "; a spec needs at least one completion gate, such as '- submission_confirmed'");
        return out;
      }
      for (int i = 0; i < node.size(); i++) {
        JsonNode g = node.get(i);
        try {
          if (!g.isTextual()) {
            throw new IllegalArgumentException("is " + g + "; a gate is a line of text, such as 'submission_confirmed' or 'screenshots >= 2'");
          }
          out.add(new CompletionGate(g.textValue()));
        } catch (IllegalArgumentException e) {
          problem(name + "[" + i + "]", requireNonNullElse(e.getMessage(), e.toString()));
        }
      }
      return out;
    }

    private List<String> evidence(@Nullable JsonNode node) {
      if (node == null || node.isNull()) {
        return List.of();
      }
      if (!node.isObject()) {
        problem("evidence", "write a map with 'required: [labels]'");
        return List.of();
      }
      unknown(node, Set.of("required"), "evidence.");
      List<String> out = new ArrayList<>();
      for (String label : strings(node, "required", "evidence.")) {
        if (EVIDENCE_LABELS.contains(label)) {
          out.add(label);
        } else {
          problem("evidence.required", "'" + label + "' is no evidence a run writes; it writes " + new TreeSet<>(EVIDENCE_LABELS));
        }
      }
      return out;
    }

    private List<String> strings(JsonNode parent, String field, String at) {
      JsonNode node = parent.get(field);
      if (node == null || node.isNull()) {
        return List.of();
      }
      if (node.isTextual()) {
        return List.of(node.textValue());
      }
      if (!node.isArray()) {
        problem(at + field, "is " + node + "; write a list, such as [a, b]");
        return List.of();
      }
      List<String> out = new ArrayList<>();
      for (JsonNode n : node) {
        if (n.isTextual() && !n.textValue().isBlank()) {
          out.add(n.textValue().strip());
        } else {
          problem(at + field, "holds " + n + "; every item is a word");
        }
      }
      return out;
    }

    private String text(JsonNode parent, String field, boolean required) {
      JsonNode n = parent.get(field);
      if (n == null || n.isNull() || n.asText().isBlank() || n.isContainerNode()) {
        if (required) {
          problem(field, n == null ? "missing; every spec has a " + field : "must be a non-empty text");
        }
        return "?";
      }
      return n.asText().strip();
    }

    private void unknown(JsonNode node, Set<String> known, String at) {
      Iterator<String> names = node.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        if (!known.contains(name)) {
          String hint = name.equals("anti_bot_level") ? "; a run never works around a site's bot defences, so there is nothing to set" : "";
          problem(at + name, "is not a field here" + hint + "; the fields are " + new TreeSet<>(known));
        }
      }
    }

    private void problem(String field, String message) {
      String path = prefix + field;
      Integer line = lines.get(path);
      if (line == null && path.contains(".")) {
        // a constraint written as a list item: constraints[2].max_retries
        String parent = path.substring(0, path.lastIndexOf('.'));
        String leaf = path.substring(path.lastIndexOf('.'));
        line = lines.entrySet().stream().filter(e -> e.getKey().startsWith(parent + "[") && e.getKey().endsWith("]" + leaf))
            .map(Map.Entry::getValue).findFirst().orElse(null);
      }
      if (line == null) {
        String parent = path.contains("[") ? path.substring(0, path.indexOf('[')) : path.contains(".") ? path.substring(0, path.lastIndexOf('.')) : path;
        line = lines.getOrDefault(parent, 0);
      }
      problems.add(new SpecException.Problem(line, path, message));
    }
  }
}
