package dev.autopilot.playwright.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotParserTest {

  private static final String PAGE = """
      {"url": "https://jobs.example.test/jobs/4821/apply?src=x", "title": "Apply", "fresh": true, "next": 5,
       "el": [
         {"r": "e1", "ro": "radio", "n": "Yes", "l": "Are you authorized?", "chk": false, "g": 0, "t": "radio", "a": {"name": "auth"}},
         {"r": "e2", "ro": "radio", "n": "No", "l": "Are you authorized?", "chk": false, "g": 0, "t": "radio", "a": {"name": "auth"}},
         {"r": "e3", "ro": "textbox", "n": "First name", "v": "", "req": 1, "t": "text"},
         {"r": "e4", "ro": "combobox", "n": "Country", "v": "Canada", "req": 1, "opt": [["Choose", "", false], ["Canada", "ca", true]]},
         {"r": "e5", "ro": "textbox", "n": "Chat", "v": "", "req": 1, "iso": 1, "hid": 1},
         {"r": "e6", "ro": "button", "n": "Apply", "sub": 1, "dis": 1}
       ],
       "gr": [{"k": "RADIOGROUP", "q": "Are you authorized?", "req": true, "m": [0, 1]}],
       "er": [{"t": "Pick one", "vis": true, "e": -1, "g": 0}, {"t": "Fix the form", "vis": false, "e": -1, "g": -1}]}
      """;

  @Test
  void parsesElementsGroupsErrorsAndSubmits() {
    SemanticSnapshot s = SnapshotParser.parse(PAGE, new RefState());
    assertEquals("jobs.example.test", s.page().domain());
    assertEquals("/jobs/{n}/apply", s.page().normalizedPath());
    assertEquals(6, s.elements().size());
    SemanticElement country = s.element("e4").orElseThrow();
    assertEquals(List.of(new SelectOption("Choose", "", false), new SelectOption("Canada", "ca", true)), country.options());
    assertNull(country.checked());
    assertNull(country.label());
    SemanticElement chat = s.element("e5").orElseThrow();
    assertTrue(chat.isolated());
    assertFalse(chat.visible());
    assertEquals("g1", s.element("e1").orElseThrow().groupId());
    assertEquals(GroupKind.RADIOGROUP, s.groups().get(0).kind());
    assertEquals(List.of(new FieldError("Pick one", true, null, "g1"), new FieldError("Fix the form", false, null, null)), s.errors());
    assertEquals(List.of(new SubmitCandidate("e6", "Apply", false)), s.submitCandidates());
  }

  @Test
  void requiredUnfilledAgreesWithTheCoreCount() {
    SemanticSnapshot s = SnapshotParser.parse(PAGE, new RefState());
    assertEquals(List.of("are you authorized", "first name"), s.requiredUnfilled(), "the isolated chat box does not count");
    assertEquals(3, s.requiredCount());
    assertEquals(1, s.requiredFilledCount());
  }

  @Test
  void theHashIgnoresValuesButNotNames() {
    String filled = PAGE.replace("\"v\": \"\", \"req\": 1, \"t\": \"text\"", "\"v\": \"Ada\", \"req\": 1, \"t\": \"text\"")
        .replace("\"chk\": false, \"g\": 0, \"t\": \"radio\", \"a\": {\"name\": \"auth\"}},\n   {\"r\": \"e2\"",
            "\"chk\": true, \"g\": 0, \"t\": \"radio\", \"a\": {\"name\": \"auth\"}},\n   {\"r\": \"e2\"");
    String renamed = PAGE.replace("\"n\": \"First name\"", "\"n\": \"Given name\"");
    String hash = SnapshotParser.parse(PAGE, new RefState()).page().structureHash();
    assertEquals(hash, SnapshotParser.parse(filled, new RefState()).page().structureHash());
    assertNotEquals(hash, SnapshotParser.parse(renamed, new RefState()).page().structureHash());
    assertEquals(hash, SnapshotParser.parse(PAGE.replace("\"n\": \"Chat\"", "\"n\": \"Support\""), new RefState()).page().structureHash(),
        "isolated panels are not part of the structure");
  }

  @Test
  void theEpochGrowsWithStructureChangesAndNewDocuments() {
    RefState state = new RefState();
    SemanticSnapshot first = SnapshotParser.parse(PAGE, state);
    assertEquals(1, first.epoch());
    assertTrue(first.structureChanged());
    String sameDocument = PAGE.replace("\"fresh\": true", "\"fresh\": false");
    SemanticSnapshot second = SnapshotParser.parse(sameDocument, state);
    assertEquals(1, second.epoch());
    assertFalse(second.structureChanged());
    SemanticSnapshot renamed = SnapshotParser.parse(sameDocument.replace("\"n\": \"First name\"", "\"n\": \"Given name\""), state);
    assertEquals(2, renamed.epoch());
    assertTrue(renamed.structureChanged());
    SemanticSnapshot reloaded = SnapshotParser.parse(PAGE.replace("\"n\": \"First name\"", "\"n\": \"Given name\""), state);
    assertEquals(3, reloaded.epoch(), "a new document is a new epoch even with the same structure");
    assertEquals(5, state.issued());
  }

  @Test
  void unreadableJsonIsAnInternalError() {
    assertThrows(BrowserException.class, () -> SnapshotParser.parse("{not json", new RefState()));
  }
}
