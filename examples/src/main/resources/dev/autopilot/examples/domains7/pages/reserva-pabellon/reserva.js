Vue.createApp({
  data() {
    const horas = [];
    for (let h = 8; h <= 22; h++) horas.push((h < 10 ? "0" : "") + h + ":00");
    return {
      horas,
      referencia: "",
      errores: {},
      f: { entidad: "", cif: "", responsable: "", correo: "", telefono: "", deporte: "", pabellon: "", uso: "", fecha: "", inicio: "", fin: "",
        participantes: "", observaciones: "", normas: false, boletin: false }
    };
  },
  methods: {
    enviar() {
      const f = this.f, e = {};
      ["entidad", "responsable", "telefono", "deporte", "pabellon", "uso", "fecha", "inicio", "fin"].forEach(k => { if (!f[k]) e[k] = true; });
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.correo)) e.correo = true;
      if (f.inicio && f.fin && f.fin <= f.inicio) e.fin = true;
      if (!f.normas) e.normas = true;
      this.errores = e;
      if (Object.keys(e).length) return;
      fetch("api/submit", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(f) })
        .then(r => r.json()).then(j => { this.referencia = j.reference; });
    }
  }
}).mount("#app");
