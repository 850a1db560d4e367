// The five advanced schematic questions: unequal parallel pairs, series-parallel networks, a meter
// reading the total current, and a target current with two accepted networks.
import { buildAnswer } from '../../schematic';
import { battery, meter, resistor, toolbar } from './parts';

export const advancedQuestions = [
  {
    prompt: 'In parallel, 1/R = 1/R₁ + 1/R₂. Pick two resistors that make 2 kΩ in parallel and connect them across the battery.',
    components: toolbar(battery(), resistor('r', 3000), resistor('r', 4000), resistor('r', 6000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 3000), resistor('r2', 6000)], [
        ['b1.output', 'r1.input'],
        ['b1.output', 'r2.input'],
        ['r1.output', 'b1.input'],
        ['r2.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Build a 2 kΩ network: the 1 kΩ resistor in series with the two 2 kΩ resistors, which are in parallel with each other.',
    components: toolbar(battery(), resistor('r', 1000), resistor('r', 2000), resistor('r', 2000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 1000), resistor('r2', 2000), resistor('r3', 2000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r1.output', 'r3.input'],
        ['r2.output', 'b1.input'],
        ['r3.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Two branches across the battery: one branch has 1 kΩ and 2 kΩ in series, the other has 3 kΩ alone. Both branches get the full 9 V.',
    components: toolbar(battery(), resistor('r', 1000), resistor('r', 2000), resistor('r', 3000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 1000), resistor('r2', 2000), resistor('r3', 3000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'b1.input'],
        ['b1.output', 'r3.input'],
        ['r3.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Measure the total current: put the meter in series with the battery, then connect 2 kΩ and 3 kΩ in parallel after it.',
    components: toolbar(battery(), meter(), resistor('r', 2000), resistor('r', 3000)),
    answers: [
      buildAnswer([battery(), meter(), resistor('r1', 2000), resistor('r2', 3000)], [
        ['b1.output', 'm1.input'],
        ['m1.output', 'r1.input'],
        ['m1.output', 'r2.input'],
        ['r1.output', 'b1.input'],
        ['r2.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Make exactly 3 mA flow from the 9 V battery (9 V ÷ 3 mA = 3 kΩ). There is more than one way: combine the resistors you need.',
    components: toolbar(battery(), resistor('r', 1000), resistor('r', 2000), resistor('r', 4000), resistor('r', 4000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 1000), resistor('r2', 2000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'b1.input'],
      ]),
      buildAnswer([battery(), resistor('r1', 1000), resistor('r2', 4000), resistor('r3', 4000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r1.output', 'r3.input'],
        ['r2.output', 'b1.input'],
        ['r3.output', 'b1.input'],
      ]),
    ],
  },
];
