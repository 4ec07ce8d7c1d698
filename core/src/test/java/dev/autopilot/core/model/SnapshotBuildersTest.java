package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SnapshotBuildersTest {

  private static SemanticElement everySetting() {
    return SemanticElement.builder("e7", Role.COMBOBOX, "Country")
        .label("Country of residence")
        .value("France")
        .required(true)
        .disabled(true)
        .checked(Boolean.TRUE)
        .visible(false)
        .groupId("g2")
        .addOption("Select...", "", false)
        .addOption(new SelectOption("France", "fr", true))
        .inputType("text")
        .attribute("autocomplete", "country-name")
        .isolated(true)
        .build();
  }

  @Test
  void anElementBuiltByNameEqualsTheOneBuiltByPosition() {
    SemanticElement positional = new SemanticElement("e7", Role.COMBOBOX, "Country", "Country of residence", "France", true, true, Boolean.TRUE, false,
        "g2", List.of(new SelectOption("Select...", "", false), new SelectOption("France", "fr", true)), "text",
        Map.of("autocomplete", "country-name"), true);
    assertEquals(positional, everySetting());
  }

  @Test
  void anElementStartsEmptyAndVisible() {
    assertEquals(new SemanticElement("e1", Role.TEXTBOX, "Email", null, null, false, false, null, true, null, List.of(), null, Map.of(), false),
        SemanticElement.builder("e1", Role.TEXTBOX, "Email").build());
  }

  @Test
  void toBuilderKeepsEveryComponent() {
    SemanticElement e = everySetting();
    assertEquals(e, e.toBuilder().build());
    SemanticSnapshot s = form();
    SemanticSnapshot variant = s.toBuilder().epoch(9).structureChanged(false).build();
    assertEquals(s, variant.toBuilder().epoch(s.epoch()).structureChanged(true).build());
    assertEquals(s, s.toBuilder().build());
  }

  @Test
  void aSnapshotDerivesItsPageAndItsOpenRequiredQuestions() {
    SemanticSnapshot s = form();
    assertEquals("127.0.0.1", s.page().domain());
    assertEquals(SemanticKey.normalizePath("/jobs/1001/apply"), s.page().normalizedPath());
    assertEquals(PageInfo.structureHashOf(s.elements(), s.groups()), s.page().structureHash());
    assertEquals(List.of(SemanticKey.questionSignature("Are you over 18?"), "email"), s.requiredUnfilled());
    assertEquals(2, s.requiredCount());

    SemanticSnapshot answered = s.toBuilder()
        .elements(s.elements().stream().map(e -> e.ref().equals("e1") ? e.toBuilder().value("ada@example.org").build() : e).toList())
        .deriveRequiredUnfilled()
        .build();
    assertEquals(List.of(SemanticKey.questionSignature("Are you over 18?")), answered.requiredUnfilled());
    assertEquals(s.page(), answered.page(), "values are not structure");
    assertEquals(List.of("custom"), s.toBuilder().requiredUnfilled(List.of("custom")).build().requiredUnfilled());
  }

  @Test
  void aPageNeedsAnAbsoluteUrlWithAHost() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SemanticSnapshot.builder("/apply").build());
    assertEquals(true, e.getMessage().contains("absolute"));
  }

  private static SemanticSnapshot form() {
    return SemanticSnapshot.builder("http://127.0.0.1:8080/jobs/1001/apply")
        .title("Apply")
        .addElement(SemanticElement.builder("e1", Role.TEXTBOX, "Email").inputType("email").required(true).value("").build())
        .addElement(SemanticElement.builder("e2", Role.RADIO, "Yes").groupId("g1").checked(false).build())
        .addElement(SemanticElement.builder("e3", Role.RADIO, "No").groupId("g1").checked(false).build())
        .addElement(SemanticElement.builder("e4", Role.BUTTON, "Send").build())
        .addGroup("g1", GroupKind.RADIOGROUP, "Are you over 18?", true, List.of("e2", "e3"))
        .addError(new FieldError("Enter your e-mail", false, "e1", null))
        .addSubmitCandidate("e4", "Send", true)
        .build();
  }
}
