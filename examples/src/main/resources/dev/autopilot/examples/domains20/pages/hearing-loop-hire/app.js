const { createApp } = Vue;

createApp({
  data() {
    return {
      form: {
        organisation: '',
        contactName: '',
        email: '',
        phone: '',
        eventName: '',
        venue: '',
        eventDate: '',
        days: 1,
        roomSize: '',
        system: '',
        receivers: null,
        extras: [],
        delivery: '',
        notes: '',
        updates: false,
        terms: false
      },
      roomSizes: [
        { value: 'S', text: 'Small room – up to 30 people' },
        { value: 'M', text: 'Medium hall – 30 to 100 people' },
        { value: 'L', text: 'Large hall or auditorium – 100 to 300 people' },
        { value: 'O', text: 'Outdoor or marquee' }
      ],
      systems: [
        { value: 'LOOP', text: 'Portable induction loop (for hearing aids on the T setting)' },
        { value: 'IR', text: 'Infrared system with headsets' },
        { value: 'FM', text: 'Radio (FM) system with neck loops or headphones' },
        { value: 'ADVISE', text: "Not sure – please advise" }
      ],
      extrasList: [
        { value: 'mic', text: 'Additional radio microphone' },
        { value: 'signs', text: 'Loop symbol signage pack' },
        { value: 'batt', text: 'Spare rechargeable batteries' }
      ],
      deliveries: [
        { value: 'collect', text: 'Collect and return to our Leeds depot' },
        { value: 'courier', text: 'Courier delivery and collection (from £18)' },
        { value: 'tech', text: 'Delivery with a technician to set up and test (from £95)' }
      ],
      sent: false,
      busy: false,
      error: '',
      reference: ''
    };
  },
  methods: {
    async submit(e) {
      this.error = '';
      if (!e.target.checkValidity()) {
        e.target.reportValidity();
        return;
      }
      if (!this.form.system || !this.form.delivery) {
        this.error = 'Please choose a system and a delivery option.';
        return;
      }
      this.busy = true;
      const payload = { ...this.form };
      if (payload.system !== 'IR' && payload.system !== 'FM') {
        delete payload.receivers;
      }
      try {
        const res = await fetch('api/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload)
        });
        if (!res.ok) throw new Error('status ' + res.status);
        const data = await res.json();
        this.reference = data.reference;
        this.sent = true;
      } catch (err) {
        this.error = 'Something went wrong sending your request. Please try again or call 0113 496 0000.';
      } finally {
        this.busy = false;
      }
    }
  }
}).mount('#app');
