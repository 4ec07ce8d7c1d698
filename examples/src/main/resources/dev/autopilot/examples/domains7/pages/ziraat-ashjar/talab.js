(function () {
  const form = document.getElementById("talab");
  const v = n => form.elements[n].value.trim();
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    const errs = [];
    if (!v("ism")) errs.push("الاسم مطلوب");
    if (!/^[12]\d{9}$/.test(v("hawiya"))) errs.push("رقم الهوية يتكون من 10 أرقام");
    if (!/^05\d{8}$/.test(v("jawwal").replace(/\s/g, ""))) errs.push("رقم الجوال غير صحيح");
    if (!v("hay")) errs.push("اختر الحي");
    if (!form.querySelector("input[name=naw_almawqi]:checked")) errs.push("اختر نوع الموقع");
    const n = +v("adad");
    if (!(n >= 1 && n <= 5)) errs.push("عدد الأشجار من 1 إلى 5");
    if (!form.elements.taahhud_rayy.checked) errs.push("يجب التعهد بري الشجرة");
    if (!form.elements.muwafaqa_bayanat.checked) errs.push("يجب الموافقة على استخدام البيانات");
    document.getElementById("khata").textContent = errs.join(" — ");
    if (errs.length) return;
    const body = {
      ism: v("ism"), hawiya: v("hawiya"), jawwal: v("jawwal").replace(/\s/g, ""), bareed: v("bareed"), hay: v("hay"), unwan: v("unwan"),
      naw_almawqi: form.querySelector("input[name=naw_almawqi]:checked").value, adad: v("adad"), naw_alshajara: v("naw_alshajara"),
      mawid: v("mawid"), mulahazat: v("mulahazat"), taahhud_rayy: true, muwafaqa_bayanat: true, rasail_tawiya: form.elements.rasail_tawiya.checked
    };
    fetch("api/submit", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(r => r.json()).then(function (j) {
        form.hidden = true;
        const t = document.getElementById("tamam");
        t.textContent = "تم استلام طلبك بنجاح. رقم الطلب " + j.reference + ". سيتواصل معك فريق التشجير لتحديد موعد الزراعة.";
        t.hidden = false;
      });
  });
})();
