(function () {
  'use strict';
  function blankCat() { return { name: '', breed: '', age: '', sex: '', neutered: false, lastVaccination: '', notes: '' }; }
  function monthsBefore(iso, months) {
    var d = new Date(iso + 'T00:00:00Z');
    d.setUTCMonth(d.getUTCMonth() - months);
    return d.toISOString().slice(0, 10);
  }
  Vue.createApp({
    data: function () {
      return {
        stay: { arrival: '', arrivalSlot: '', departure: '' },
        count: 1,
        cats: [blankCat(), blankCat(), blankCat()],
        shareChalet: false,
        owner: { name: '', mobile: '', email: '' },
        vet: { practice: '', phone: '' },
        emergency: { name: '', mobile: '' },
        terms: false,
        photos: false,
        errors: [],
        sending: false,
        sent: false,
        reference: ''
      };
    },
    methods: {
      check: function () {
        var e = [];
        var phone = /^(\+44\s?|0)[\d\s]{9,13}$/;
        if (!this.stay.arrival) e.push('Choose a drop-off date.');
        if (!this.stay.arrivalSlot) e.push('Choose a drop-off time.');
        if (!this.stay.departure) e.push('Choose a collection date.');
        if (this.stay.arrival && this.stay.departure && this.stay.departure <= this.stay.arrival) e.push('The collection date must be after the drop-off date.');
        var self = this;
        this.cats.slice(0, this.count).forEach(function (c, i) {
          var who = c.name ? c.name : 'cat ' + (i + 1);
          if (!c.name.trim()) e.push('Enter the name of cat ' + (i + 1) + '.');
          if (c.age === '' || c.age === null || isNaN(c.age)) e.push("Enter " + who + "'s age.");
          if (!c.sex) e.push('Tell us whether ' + who + ' is male or female.');
          if (!c.lastVaccination) e.push("Enter the date of " + who + "'s last vaccination.");
          else if (self.stay.arrival && c.lastVaccination < monthsBefore(self.stay.arrival, 12)) e.push(who + "'s booster will be more than 12 months old when they arrive.");
        });
        if (!this.owner.name.trim()) e.push('Enter your name.');
        if (!phone.test(this.owner.mobile.trim())) e.push('Enter a UK mobile number for you.');
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.owner.email.trim())) e.push('Enter a valid email address.');
        if (!this.vet.practice.trim()) e.push("Enter your vet's practice name.");
        if (!phone.test(this.vet.phone.trim())) e.push("Enter your vet's phone number.");
        if (!this.emergency.name.trim()) e.push('Enter an emergency contact.');
        if (!phone.test(this.emergency.mobile.trim())) e.push("Enter your emergency contact's mobile number.");
        if (!this.terms) e.push('Please confirm the vaccinations and accept the booking terms.');
        return e;
      },
      send: function () {
        this.errors = this.check();
        if (this.errors.length) return;
        this.sending = true;
        var self = this;
        var body = {
          stay: this.stay,
          cats: this.cats.slice(0, this.count).map(function (c) {
            return { name: c.name.trim(), breed: c.breed.trim(), age: c.age, sex: c.sex, neutered: c.neutered, lastVaccination: c.lastVaccination, notes: c.notes.trim() };
          }),
          shareChalet: this.count > 1 ? this.shareChalet : false,
          owner: { name: this.owner.name.trim(), mobile: this.owner.mobile.trim(), email: this.owner.email.trim() },
          vet: { practice: this.vet.practice.trim(), phone: this.vet.phone.trim() },
          emergency: { name: this.emergency.name.trim(), mobile: this.emergency.mobile.trim() },
          terms: this.terms,
          photos: this.photos
        };
        fetch('api/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
          .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
          .then(function (j) { self.reference = j.reference; self.sent = true; })
          .catch(function () { self.errors = ['Sorry, we could not send your booking. Please try again.']; })
          .finally(function () { self.sending = false; });
      }
    }
  }).mount('#app');
})();
