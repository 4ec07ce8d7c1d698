package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ActionJsonTest {
  private final ObjectMapper mapper = new ObjectMapper();

  @Test
  void everyVerbRoundTripsUnderItsDslName() throws Exception {
    ActionMeta meta = ActionMeta.of("answer", "Email");
    List<Action> all = List.of(
        new Action.ClickRef("e1", meta),
        new Action.TypeRef("e2", "hello", meta),
        Action.TypeRef.keepingOpen("e2", "Kyr", meta),
        new Action.SelectRef("e3", "Referral", meta),
        new Action.SetCheckbox("e4", true, meta),
        new Action.SetRadio("e5", meta),
        new Action.UploadFile("e6", Path.of("/tmp/cv.pdf"), meta),
        new Action.Submit("e7", Action.SubmitMethod.ENTER, meta),
        new Action.WaitFor(Action.WaitCondition.TEXT, "Thanks", meta),
        new Action.RefreshSoft(meta),
        new Action.PressKey("e8", Action.Key.ARROW_DOWN, meta));
    for (Action a : all) {
      String json = mapper.writeValueAsString(a);
      assertTrue(json.contains("\"action\":\"" + a.verb() + "\""), json);
      assertEquals(a, mapper.readValue(json, Action.class));
    }
  }

  @Test
  void typingThatKeepsItsSuggestionsOpenSaysSoAndOtherTypingIsWrittenAsBefore() throws Exception {
    ActionMeta meta = ActionMeta.of("answer", "Country");
    assertTrue(mapper.writeValueAsString(Action.TypeRef.keepingOpen("e2", "Kyr", meta)).contains("\"keepOpen\":true"));
    String committing = mapper.writeValueAsString(new Action.TypeRef("e2", "Kyr", meta));
    assertFalse(committing.contains("keepOpen"), committing);
    assertFalse(((Action.TypeRef) mapper.readValue(committing, Action.class)).keepOpen());
  }

  @Test
  void pressKeyNamesItsKeyByItsDomValue() throws Exception {
    String json = "{\"action\":\"press_key\",\"ref\":\"e4\",\"key\":\"Escape\",\"meta\":{\"intent\":\"close\",\"targetQuestion\":null,"
        + "\"successCriteria\":[],\"timeoutMillis\":6000}}";
    Action a = mapper.readValue(json, Action.class);
    assertEquals(new Action.PressKey("e4", Action.Key.ESCAPE, new ActionMeta("close", null, List.of(), 6000)), a);
    assertTrue(mapper.writeValueAsString(a).contains("\"key\":\"Escape\""));
    for (Action.Key k : Action.Key.values()) {
      assertEquals(k, mapper.readValue("\"" + k.domKey() + "\"", Action.Key.class));
    }
  }
}
