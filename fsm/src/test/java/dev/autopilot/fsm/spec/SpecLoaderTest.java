package dev.autopilot.fsm.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.spec.SpecContract;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpecLoaderTest {

  static final String YAML = """
      spec:
        version: v1
        freeze: true
        goal: "Register Ada for the meetup"
        constraints:
          max_execution_time: 120
          max_retries: 2
          allowed_hosts: [tickets.example.org]
          forbidden_actions: [upload_file]
        completion_gate:
          - submission_confirmed
          - submit_attempts <= 1
        evidence:
          required: [before_submit, after_submit]
      """;

  @Test
  void aYamlSpecIsReadWhole(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("spec.yaml");
    Files.writeString(file, YAML);
    SpecContract spec = SpecLoader.load(file);
    assertEquals("v1", spec.version());
    assertEquals("Register Ada for the meetup", spec.goal());
    assertEquals(Duration.ofSeconds(120), spec.constraints().maxExecutionTime());
    assertEquals(2, spec.constraints().maxRetries());
    assertEquals(Set.of("tickets.example.org"), spec.constraints().allowedHosts());
    assertEquals(Set.of("upload_file"), spec.constraints().forbiddenActions());
    assertEquals(List.of("submission_confirmed", "submit_attempts <= 1", "evidence before_submit", "evidence after_submit"),
        spec.allGates().stream().map(g -> g.text()).toList());
  }

  @Test
  void theSameSpecInJsonAndTheSeedsListOfConstraintsReadAlike() {
    String json = """
        {"version": "v1", "freeze": true, "goal": "Register Ada for the meetup",
         "constraints": [{"max_execution_time": 120}, {"max_retries": 2}, {"allowed_hosts": ["tickets.example.org"]}, {"forbidden_actions": ["upload_file"]}],
         "completion_gate": ["submission_confirmed", "submit_attempts <= 1"],
         "evidence": {"required": ["before_submit", "after_submit"]}}
        """;
    assertEquals(SpecLoader.parse(YAML, "spec.yaml", false), SpecLoader.parse(json, "spec.json", true));
  }

  @Test
  void everyProblemIsReportedAtItsLineWithWhatToWrite() {
    String bad = """
        version: v1
        freeze: false
        goal: "apply"
        constraints:
          - max_retries: three
          - anti_bot_level: medium
          - allowed_hosts: ["https://tickets.example.org/x"]
          - forbidden_actions: [pay]
        completion_gate:
          - submission_confirmed
          - quality_score >= 0.6
        evidence:
          required: [spec.yaml]
        """;
    SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse(bad, "spec.yaml", false));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    List<String> at = e.problems().stream().map(p -> p.line() + " " + p.field()).toList();
    assertEquals(List.of("2 freeze", "5 constraints.max_retries", "6 constraints.anti_bot_level", "7 constraints.allowed_hosts",
        "8 constraints.forbidden_actions", "11 completion_gate[1]", "13 evidence.required"), at, e.getMessage());
    assertTrue(e.getMessage().contains("spec.yaml:5 constraints.max_retries: is \"three\"; write a whole number from 0 to 100"), e.getMessage());
    assertTrue(e.getMessage().contains("'pay' is no action; the actions are [click_ref"), e.getMessage());
    assertTrue(e.getMessage().contains("'quality_score >= 0.6' is no completion gate"), e.getMessage());
  }

  @Test
  void missingFieldsAndBrokenSyntaxAreNamed() {
    SpecException missing = assertThrows(SpecException.class, () -> SpecLoader.parse("version: v1\n", "s.yaml", false));
    assertEquals(List.of("freeze", "goal", "completion_gate"), missing.problems().stream().map(SpecException.Problem::field).toList());
    SpecException broken = assertThrows(SpecException.class, () -> SpecLoader.parse("{\"version\": \"v1\",\n \"goal\": }", "s.json", true));
    assertEquals(2, broken.problems().get(0).line());
    assertTrue(broken.getMessage().contains("is not JSON"), broken.getMessage());
  }
}
