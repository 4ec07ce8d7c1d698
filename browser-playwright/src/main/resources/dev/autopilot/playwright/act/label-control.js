(el) => el.control || null
