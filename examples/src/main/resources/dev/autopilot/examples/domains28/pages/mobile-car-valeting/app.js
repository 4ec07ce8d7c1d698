const { createApp } = Vue;

createApp({
  data() {
    return {
      packages: [
        { code: 'mini', name: 'Mini valet', desc: 'Hand wash, wheels, quick vacuum and windows', price: { S: 25, M: 30, L: 35, XL: 45 } },
        { code: 'exterior', name: 'Exterior wash & wax', desc: 'Snow foam, hand wash, wheels, tyre dressing and wax', price: { S: 35, M: 40, L: 45, XL: 55 } },
        { code: 'interior', name: 'Interior valet', desc: 'Full vacuum, dashboard, door cards, glass inside', price: { S: 45, M: 50, L: 60, XL: 70 } },
        { code: 'full', name: 'Full valet', desc: 'Everything inside and out – our most popular', price: { S: 75, M: 85, L: 95, XL: 115 } }
      ],
      addons: [
        { code: 'pet-hair', name: 'Pet hair removal', price: 15 },
        { code: 'engine', name: 'Engine bay clean', price: 20 },
        { code: 'seats', name: 'Seat shampoo', price: 25 },
        { code: 'headlights', name: 'Headlight restoration', price: 30 },
        { code: 'clay', name: 'Clay bar treatment', price: 35 }
      ],
      vehicle: { size: 'M', makeModel: '', registration: '' },
      service: { package: 'full', extras: [], date: '', slot: '' },
      site: { address: '', postcode: '', waterAndPower: '' },
      customer: { name: '', email: '', phone: '' },
      notes: '',
      errors: {},
      sending: false,
      serverError: '',
      reference: ''
    };
  },
  computed: {
    currentPackage() {
      return this.packages.find(p => p.code === this.service.package);
    },
    chosenAddons() {
      return this.addons.filter(a => this.service.extras.includes(a.code));
    },
    total() {
      let t = this.currentPackage.price[this.vehicle.size];
      this.chosenAddons.forEach(a => { t += a.price; });
      if (this.site.waterAndPower === 'no') t += 10;
      return t;
    }
  },
  methods: {
    validate() {
      const e = {};
      if (!/^[A-Z0-9 ]{2,8}$/i.test(this.vehicle.registration.trim())) e.registration = 'Please enter the registration, e.g. AB12 CDE';
      if (!this.service.date) e.date = 'Please choose a date';
      if (!this.service.slot) e.slot = 'Please choose an arrival time';
      if (!this.site.address) e.address = 'Please enter the address';
      if (!/^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i.test(this.site.postcode)) e.postcode = 'Please enter a valid postcode';
      if (!this.site.waterAndPower) e.waterAndPower = 'Please let us know about water and power';
      if (!this.customer.name) e.name = 'Please enter your name';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.customer.email)) e.email = 'Please enter a valid email';
      if (this.customer.phone.replace(/\D/g, '').length < 10) e.phone = 'Please enter your mobile number';
      this.errors = e;
      return Object.keys(e).length === 0;
    },
    async submit() {
      if (this.sending || !this.validate()) return;
      this.sending = true;
      this.serverError = '';
      const payload = {
        vehicle: { ...this.vehicle, registration: this.vehicle.registration.toUpperCase().trim() },
        service: { ...this.service, extras: [...this.service.extras] },
        site: { ...this.site, postcode: this.site.postcode.toUpperCase() },
        customer: { ...this.customer },
        notes: this.notes
      };
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload)
        });
        if (!res.ok) throw new Error('HTTP ' + res.status);
        const data = await res.json();
        this.reference = data.reference;
      } catch (err) {
        this.serverError = 'Sorry, we could not take your booking just now. Please try again.';
        this.sending = false;
      }
    }
  }
}).mount('#app');
