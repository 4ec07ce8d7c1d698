package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.FilePayload;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Screenshots mask every control that can show personal data: a filled page with inputs of many
 * types, a text area, a select, an editable region, a real Tom Select combobox showing its chosen
 * value, a native file input and a custom upload box showing a file's name. The pixel at the
 * centre of each box that shows a value is the mask's colour; a button is not masked; with
 * debugging on, the chosen value shows.
 */
class ScreenshotMaskIT {
  static final int MASK = 0x5b5b5b;
  static HostileServer server;

  @TempDir
  Path tmp;

  @BeforeAll
  static void start() throws Exception {
    server = HostileServer.start()
        .page("/filled", """
            <!doctype html><title>Filled</title><link rel="stylesheet" href="/webjars/tom-select/2.4.3/dist/css/tom-select.css">
            <style>body{font:16px sans-serif;background:#fff} p{margin:12px} input,textarea,select{width:260px}
            .upload{display:inline-block;border:1px solid #999;padding:6px 10px;background:#eef}</style>
            <form>
            <p><label>Name <input id="name" value="Ada Lovelace"></label></p>
            <p><label>Email <input id="email" type="email" value="ada@example.org"></label></p>
            <p><label>Birth date <input id="birth" type="date" value="1815-12-10"></label></p>
            <p><label>Salary <input id="salary" type="number" value="120000"></label></p>
            <p><label>Password <input id="password" type="password" value="secret-horse"></label></p>
            <p><label>Letter <textarea id="letter">I have long admired your work.</textarea></label></p>
            <p><label>Country <select id="country"><option>Germany</option><option selected>United Kingdom</option></select></label></p>
            <p>About you <div id="about" contenteditable="true" style="border:1px solid #999;width:260px;padding:4px">Mathematician, London</div></p>
            <p><label for="city">City</label> <select id="city"><option value="">Choose</option><option>Lisbon</option><option>Porto</option></select></p>
            <p><label>Resume <input id="resume" type="file"></label></p>
            <p>Cover letter <label class="upload"><input id="cover" type="file" hidden><span id="cover-name">cover-letter-ada.pdf</span></label></p>
            <p><button id="send" type="button" style="background:#fff;border:2px solid #222;padding:8px 24px">Send</button></p>
            </form>
            <script src="/webjars/tom-select/2.4.3/dist/js/tom-select.complete.min.js"></script>
            <script>new TomSelect('#city', {}).setValue('Lisbon');</script>""");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** The boxes that show what a person entered or chose, by what they are. */
  private static Map<String, BoundingBox> valueBoxes(Page page) {
    page.setInputFiles("#resume", new FilePayload("resume-ada-lovelace.pdf", "application/pdf", new byte[] {1, 2, 3}));
    page.waitForSelector(".ts-control .item");
    Map<String, BoundingBox> boxes = new LinkedHashMap<>();
    for (String id : new String[] {"name", "email", "birth", "salary", "password", "letter", "country", "about", "resume", "cover-name"}) {
      boxes.put(id, page.locator("#" + id).boundingBox());
    }
    Locator chosen = page.locator(".ts-control .item");
    assertEquals("Lisbon", chosen.innerText(), "Tom Select shows the chosen value beside its input");
    boxes.put("tom-select chosen value", chosen.boundingBox());
    return boxes;
  }

  @Test
  void everyControlThatShowsPersonalDataIsMaskedAndButtonsAreNot() throws Exception {
    Path shot;
    Map<String, BoundingBox> boxes;
    BoundingBox button;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/filled"));
      Page page = session.unwrap(Page.class);
      boxes = valueBoxes(page);
      button = page.locator("#send").boundingBox();
      shot = session.screenshot(tmp.resolve("masked.png"));
      assertEquals(0, page.locator("[data-autopilot-mask]").count(), "the page is left as it was");
    }
    BufferedImage image = ImageIO.read(shot.toFile());
    for (Map.Entry<String, BoundingBox> e : boxes.entrySet()) {
      BoundingBox b = e.getValue();
      assertEquals(MASK, centre(image, b), e.getKey() + " is masked");
    }
    assertNotEquals(MASK, centre(image, button), "a button is not masked");
  }

  @Test
  void debuggingShowsWhatIsChosen() throws Exception {
    Path shot;
    BoundingBox chosen;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(BrowserConfig.builder().revealInputsInScreenshots(true).build());
        PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/filled"));
      chosen = valueBoxes(session.unwrap(Page.class)).get("tom-select chosen value");
      shot = session.screenshot(tmp.resolve("revealed.png"));
    }
    BufferedImage image = ImageIO.read(shot.toFile());
    int unmasked = 0;
    for (int x = (int) chosen.x + 1; x < chosen.x + chosen.width - 1; x++) {
      for (int y = (int) chosen.y + 1; y < chosen.y + chosen.height - 1; y++) {
        unmasked += (image.getRGB(x, y) & 0xffffff) == MASK ? 0 : 1;
      }
    }
    assertNotEquals(0, unmasked, "the chosen value shows");
  }

  private static int centre(BufferedImage image, BoundingBox b) {
    return image.getRGB((int) (b.x + b.width / 2), (int) (b.y + b.height / 2)) & 0xffffff;
  }
}
