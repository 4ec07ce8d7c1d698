package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.internal.act.Gestures.clickOptions;
import static dev.autopilot.playwright.internal.act.Gestures.dispose;
import static dev.autopilot.playwright.internal.act.Gestures.failed;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.FileChooser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.session.Deadline;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code upload_file}: sets the files of a file input (hidden ones too), of the input a label
 * points at, or of the file chooser a button opens. Immutable and thread-safe.
 */
public final class Uploads {
  private final Gestures g;

  /**
   * Makes the upload verb.
   *
   * @param g the shared gestures, with the executor's pacing
   */
  public Uploads(Gestures g) {
    this.g = g;
  }

  ExecutionResult upload(Page page, Action.UploadFile action, ElementHandle el, Inspection info, Deadline d) {
    Path file = action.file();
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      return failed(action, ErrorCode.FILE_NOT_FOUND, "upload_file: file not found or unreadable: " + file.getFileName(), d);
    }
    if (info.type().equals("file")) {
      el.setInputFiles(file, new ElementHandle.SetInputFilesOptions().setTimeout(d.remaining()));
      return ExecutionResult.performed(action, "set 1 file on " + info.describe(), null, d.elapsedMillis());
    }
    if (info.labelsFile()) {
      ElementHandle input = ElementScripts.labelControl(el);
      if (input != null) {
        try {
          input.setInputFiles(file, new ElementHandle.SetInputFilesOptions().setTimeout(d.remaining()));
        } finally {
          dispose(input);
        }
        return ExecutionResult.performed(action, "set 1 file on the file input of the label", null, d.elapsedMillis());
      }
    }
    g.pointerPrelude(el, d);
    FileChooser chooser;
    try {
      chooser = page.waitForFileChooser(new Page.WaitForFileChooserOptions().setTimeout(d.remaining()), () -> el.click(clickOptions(info, d)));
    } catch (TimeoutError e) {
      return failed(action, ErrorCode.ACTION_TIMEOUT, "upload_file: clicking " + info.describe() + " opened no file chooser", d);
    }
    chooser.setFiles(file, new FileChooser.SetFilesOptions().setTimeout(d.remaining()));
    return ExecutionResult.performed(action, "set 1 file in the file chooser opened by " + info.describe(), null, d.elapsedMillis());
  }
}
