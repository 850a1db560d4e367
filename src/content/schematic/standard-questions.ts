// The five standard schematic questions: a closed loop, series resistors adding up, Ohm's law with a
// series pair, two equal resistors in parallel, and a meter in series. Each toolbar holds a spare
// part, so choosing the right values is part of the question.
import { buildAnswer } from '../../schematic';
import { battery, meter, resistor, toolbar } from './parts';

export const standardQuestions = [
  {
    prompt: 'Current only flows round a closed loop. Connect the 9 V battery and the 1 kΩ resistor in a loop.',
    components: toolbar(battery(), resistor('r', 1000), resistor('r', 2000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 1000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Resistors in series add up. Build a series circuit with a total resistance of 3 kΩ.',
    components: toolbar(battery(), resistor('r', 1000), resistor('r', 2000), resistor('r', 4000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 1000), resistor('r2', 2000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Ohm’s law: I = V ÷ R. Use two resistors in series so that 1 mA flows from the 9 V battery (9 V ÷ 1 mA = 9 kΩ).',
    components: toolbar(battery(), resistor('r', 2000), resistor('r', 4000), resistor('r', 5000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 4000), resistor('r2', 5000)], [
        ['b1.output', 'r1.input'],
        ['r1.output', 'r2.input'],
        ['r2.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'Two equal resistors in parallel share the current and act like half of one. Connect both 2 kΩ resistors in parallel across the battery.',
    components: toolbar(battery(), resistor('r', 2000), resistor('r', 2000), resistor('r', 1000)),
    answers: [
      buildAnswer([battery(), resistor('r1', 2000), resistor('r2', 2000)], [
        ['b1.output', 'r1.input'],
        ['b1.output', 'r2.input'],
        ['r1.output', 'b1.input'],
        ['r2.output', 'b1.input'],
      ]),
    ],
  },
  {
    prompt: 'A meter measures current only when the current flows through it. Put the meter in series with the battery and the 1 kΩ resistor.',
    components: toolbar(battery(), meter(), resistor('r', 1000)),
    answers: [
      buildAnswer([battery(), meter(), resistor('r1', 1000)], [
        ['b1.output', 'm1.input'],
        ['m1.output', 'r1.input'],
        ['r1.output', 'b1.input'],
      ]),
    ],
  },
];
