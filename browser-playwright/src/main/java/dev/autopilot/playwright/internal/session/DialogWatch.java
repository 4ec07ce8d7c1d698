package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.Dialog;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.model.BrowserDialog;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers every JavaScript dialog of a page at once and records it, so that no run hangs on a
 * dialog and the dialog's text is evidence. A {@code confirm} is accepted only while a submit is
 * under way ({@link #submitting(boolean)}) and only when it asks to send the form; every other
 * dialog is dismissed. Playwright calls the handler on the thread that drives the page; not
 * thread-safe otherwise.
 */
public final class DialogWatch {
  private static final Logger LOG = LoggerFactory.getLogger(DialogWatch.class);

  /** Words of a confirm that asks to send a form, in the languages of the stock vocabulary. */
  static final Pattern ASKS_TO_SEND = Pattern.compile(
      "\\b(submit|send|apply|proceed|confirm)\\w*|absenden|senden|bewerben|envoyer|soumettre|postuler|enviar|postular"
          + "|提交|发送|發送|申请|申請|确认|確認|إرسال|تقديم|تأكيد",
      Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  /** Words that make a confirm a warning about losing or cancelling something: never accepted. */
  static final Pattern WARNS = Pattern.compile(
      "\\b(discard|cancel|delete|remove|leave|lose|lost|withdraw)\\w*|verwerfen|abbrechen|löschen|verlassen|annuler|supprimer|quitter"
          + "|cancelar|eliminar|borrar|salir|取消|删除|刪除|离开|離開|إلغاء|حذف|مغادرة",
      Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private final List<BrowserDialog> all = new ArrayList<>();
  private boolean submitting;
  private int mark;

  private DialogWatch() {}

  /**
   * A watch that answers and records the dialogs of this page from now on.
   *
   * @param page the session's page
   * @return the watch, attached for the page's life
   */
  public static DialogWatch attach(Page page) {
    DialogWatch w = new DialogWatch();
    Consumer<Dialog> handler = d -> w.answer(page, d);
    page.onDialog(handler);
    return w;
  }

  /**
   * Sets whether a submit gesture is under way; set around the gesture by the executor.
   *
   * @param value true as the gesture begins (which starts {@link #sinceSubmit()} anew), false
   *     after it
   */
  public void submitting(boolean value) {
    submitting = value;
    if (value) {
      mark = all.size();
    }
  }

  /** {@return every dialog so far, in order; a copy} */
  public List<BrowserDialog> all() {
    return List.copyOf(all);
  }

  /** {@return the dialogs opened since the last submit began, or since the watch began when none did; a copy} */
  public List<BrowserDialog> sinceSubmit() {
    return List.copyOf(all.subList(Math.min(mark, all.size()), all.size()));
  }

  private void answer(Page page, Dialog d) {
    BrowserDialog.Type type;
    try {
      type = BrowserDialog.Type.fromWireName(d.type());
    } catch (IllegalArgumentException e) {
      type = BrowserDialog.Type.ALERT;
    }
    String message = d.message() == null ? "" : d.message();
    boolean accept;
    String reason;
    switch (type) {
      case ALERT -> {
        accept = true;
        reason = "an alert has only OK";
      }
      case CONFIRM -> {
        accept = submitting && ASKS_TO_SEND.matcher(message).find() && !WARNS.matcher(message).find();
        reason = accept ? "it asks to send the form, during the submit"
            : submitting ? "it does not ask to send the form" : "no submit is under way";
      }
      case PROMPT -> {
        accept = false;
        reason = "a prompt asks for text nobody gave";
      }
      default -> {
        accept = false;
        reason = "leaving the page was not asked for";
      }
    }
    String url;
    try {
      url = page.url();
    } catch (PlaywrightException e) {
      url = "";
    }
    all.add(new BrowserDialog(type, message, url, accept, reason));
    try {
      if (accept) {
        d.accept();
      } else {
        d.dismiss();
      }
    } catch (PlaywrightException e) {
      LOG.debug("answering a {} dialog failed: {}", type.wireName(), Failures.summary(e));
    }
  }
}
