package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProfileTest {
  @TempDir Path dir;

  static final String JSON = """
      {"firstName":"Ada","lastName":"Lovelace","email":"ada@example.org","phone":"+44 20 7946 0000",
       "location":"London","links":{"linkedin":"https://linkedin.example/in/ada"},"resume":"cv.pdf",
       "workAuthorization":{"authorized":true,"requiresSponsorship":false},"consent":true,
       "answers":{"How did you hear about us?":"Referral"}}
      """;

  @Test
  void loadsAndResolvesTheResumeAgainstTheProfileFolder() throws Exception {
    Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
    Path file = Files.writeString(dir.resolve("profile.json"), JSON);
    Profile p = Profile.load(file);
    assertEquals("Ada Lovelace", p.fullName());
    assertEquals(dir.resolve("cv.pdf"), p.resume());
    assertEquals("Referral", p.answers().get("How did you hear about us?"));
    assertTrue(p.workAuthorization().authorized());
  }

  @Test
  void missingFileSaysWhichAndHow() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> Profile.load(dir.resolve("nope.json")));
    assertEquals(ErrorCode.FILE_NOT_FOUND, e.code());
    assertTrue(e.getMessage().contains("nope.json"), e.getMessage());
  }

  @Test
  void missingResumeIsAClearError() throws Exception {
    Path file = Files.writeString(dir.resolve("profile.json"), JSON);
    AutopilotException e = assertThrows(AutopilotException.class, () -> Profile.load(file));
    assertEquals(ErrorCode.FILE_NOT_FOUND, e.code());
    assertTrue(e.getMessage().contains("resume"), e.getMessage());
  }

  @Test
  void malformedOrIncompleteJsonIsAConfigError() {
    AutopilotException broken = assertThrows(AutopilotException.class, () -> Profile.parse("{\"firstName\":", "p.json"));
    assertEquals(ErrorCode.CONFIG_INVALID, broken.code());
    AutopilotException missing = assertThrows(AutopilotException.class, () -> Profile.parse("{\"firstName\":\"A\",\"lastName\":\"B\",\"phone\":\"1\"}", "p.json"));
    assertTrue(missing.getMessage().contains("email"), missing.getMessage());
    AutopilotException unknown = assertThrows(AutopilotException.class, () -> Profile.parse(JSON.replace("\"consent\"", "\"consnet\""), "p.json"));
    assertEquals(ErrorCode.CONFIG_INVALID, unknown.code());
  }
}
