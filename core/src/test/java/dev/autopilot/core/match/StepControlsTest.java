package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StepControlsTest {
  @Test
  void nextInEachLanguageOfTheVocabulary() {
    for (String name : new String[] {"Next", "Continue", "Next step →", "Save & continue", "Weiter", "Nächster Schritt", "Suivant »",
        "Continuer", "Siguiente", "Continuar", "下一步", "继续", "التالي", "  NEXT  "}) {
      assertTrue(StepControls.isNext(name), name);
    }
  }

  @Test
  void theFinalSubmitAndOtherControlsAreNotNext() {
    for (String name : new String[] {"Submit application", "Send", "Apply now", "Absenden", "Envoyer", "Enviar", "提交", "إرسال",
        "Continue to payment", "Next week", "Back", ""}) {
      assertFalse(StepControls.isNext(name), name);
    }
  }

  @Test
  void backInEachLanguage() {
    for (String name : new String[] {"Back", "« Previous", "Zurück", "Précédent", "Anterior", "上一步", "السابق"}) {
      assertTrue(StepControls.isBack(name), name);
    }
    assertFalse(StepControls.isBack("Submit"));
  }

  @Test
  void startInEachLanguage() {
    for (String name : new String[] {"Start application", "Start", "Begin", "Get started", "Apply now", "Apply", "I'm interested",
        "Jetzt bewerben", "Commencer", "Postular ahora", "开始申请", "ابدأ"}) {
      assertTrue(StepControls.isStart(name), name);
    }
    for (String name : new String[] {"Submit application", "Pay now", "Start free trial and pay", "Apply coupon", "Delete my account", "Send", ""}) {
      assertFalse(StepControls.isStart(name), name);
    }
  }
}
